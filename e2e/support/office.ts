import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { linkInMail } from './purchase.ts';
import { repoRoot, runDir, shops } from './shops.ts';

/**
 * Demo staff the journeys sign in as, who exist in every demo start (README; the server's list is
 * apps/server/src/modules/staff/demo-staff.ts, whose database types the e2e project does not load).
 */
const DEMO_STAFF = {
  owner: { name: 'Olivia Owner', email: 'owner@demo.foyer.example', password: 'demo-owner-password', totpSecret: 'QP4UK32QJZJSCIOKFH2U44EGVDT27O3J' },
  editor: { name: 'Eddie Editor', email: 'editor@demo.foyer.example', password: 'demo-editor-password', totpSecret: 'KPVUGWA27GSHWGPS63UPA265HGPVDHRF' },
  boxOffice: { name: 'Bea Box-Office', email: 'box-office@demo.foyer.example', password: 'demo-box-office-password', totpSecret: 'MQQ3R5LHZELNJTWW7R34POYYAJDG43LU' },
  door: { name: 'Dan Door', email: 'door@demo.foyer.example', password: 'demo-door-password', totpSecret: 'I6U6H4WMPBZLNOYGF3R5OJQXO3WEK4ZX' },
  accountant: { name: 'Ada Accountant', email: 'accountant@demo.foyer.example', password: 'demo-accountant-password', totpSecret: 'W6UCP4BUALG4WUH6R2PE7PJSEVLBD6RI' },
} as const;

export const demoStaff = (role: keyof typeof DEMO_STAFF) => DEMO_STAFF[role];

/** The office's English texts, read from its catalog so a changed wording changes the tests with it. */
const officeTexts = JSON.parse(readFileSync(join(repoRoot, 'apps/office/src/locales/en.json'), 'utf8')) as Record<string, string>;
export const officeText = (key: string, params: Record<string, string> = {}): string => {
  const text = officeTexts[key];
  if (text === undefined) throw new Error(`no office text ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
};

/**
 * The office's text in `lang` as a museum in the demo's country reads it (the Swiss German of the
 * catalog; other regions' overlays are not the demo's), for journeys in other languages than English.
 */
export const officeTextIn = (lang: string, key: string, params: Record<string, string> = {}): string => {
  const texts = JSON.parse(readFileSync(join(repoRoot, `apps/office/src/locales/${lang}.json`), 'utf8')) as Record<string, string>;
  const text = texts[key];
  if (text === undefined) throw new Error(`no office text ${lang}:${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
};

/** Makes the office speak `lang` in this browser, as its language switch would, without changing the member's own language. */
export const officeLanguage = async (page: Page, lang: string): Promise<void> => {
  await page.evaluate((chosen) => localStorage.setItem('office-language', chosen), lang);
};

const PERIOD_MS = 30_000;
const totp = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
export const totpCode = (secret: string, at = Date.now()): string => totp(secret).generate({ timestamp: at });

/** The field of a label in the page's main area. */
export const field = (page: Page, label: string): Locator => page.getByRole('main').getByLabel(label, { exact: true });

/**
 * A time step of `secret` no other journey of this run has used, claimed by creating a file of its
 * own: the server accepts each step once per account, and both projects' workers sign in as the
 * same demo staff. A refused code would count towards the account's lockout (5 in 15 minutes), so
 * journeys wait for a free step instead of guessing. A step with less than a few seconds left is
 * skipped, so that no code reaches the server after a later step's code was accepted.
 */
const STEP_MARGIN_MS = 5_000;
const claimStep = async (page: Page, secret: string): Promise<number> => {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    const left = (step + 1) * PERIOD_MS - now;
    if (left >= STEP_MARGIN_MS) {
      try {
        closeSync(openSync(join(runDir, `totp-${secret}-${step}`), 'wx'));
        return step;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    await page.waitForTimeout(left + 500);
  }
};

const isCodeStep = (url: string): boolean => /\/office\/api\/session\/(totp|enrolment)$/.test(new URL(url).pathname);

/** The authenticator's code of a step claimed for this journey alone. */
export const claimedCode = async (page: Page, secret: string): Promise<string> => totpCode(secret, (await claimStep(page, secret)) * PERIOD_MS);

/** Enters the authenticator's code of a step claimed for this journey, and waits until the office lets the member in. */
export const enterCode = async (page: Page, secret: string, submit: string): Promise<void> => {
  await field(page, officeText('code.label')).fill(await claimedCode(page, secret));
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && isCodeStep(response.url()));
  await page.getByRole('main').getByRole('button', { name: submit }).click();
  const answer = await answered;
  if (!answer.ok()) throw new Error(`the code was refused: ${answer.status()} ${await answer.text()}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/office/sign-in') && !url.pathname.startsWith('/office/set-up'));
};

type StaffCredentials = { email: string; password: string; totpSecret: string };

/** Sign-in with e-mail, password and the current code, from the sign-in page, every time. */
export const signInAfresh = async (page: Page, staff: StaffCredentials, path = '/office/sign-in'): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('signIn.title'));
  await field(page, officeText('signIn.email')).fill(staff.email);
  await field(page, officeText('signIn.password')).fill(staff.password);
  await page.getByRole('main').getByRole('button', { name: officeText('signIn.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('signIn.totpTitle'));
  await enterCode(page, staff.totpSecret, officeText('signIn.confirm'));
};

/** Where this run keeps a demo member's session cookies for an origin, so that journeys share a sign-in. */
const sessionFile = (origin: string, email: string): string => join(runDir, `office-session-${createHash('sha256').update(`${origin} ${email}`).digest('hex').slice(0, 16)}.json`);

const isDemoStaff = (email: string): boolean => Object.values(DEMO_STAFF).some((member) => member.email === email);

/**
 * Joins a session this run already signed the member in with, when it is still alive: each sign-in
 * needs an authenticator step no other sign-in of the member used (a new one every 30 seconds), which
 * made dozens of journeys signing in as the same demo members wait for each other.
 */
const joinKeptSession = async (page: Page, origin: string, email: string): Promise<boolean> => {
  let cookies: Cookie[];
  try {
    cookies = JSON.parse(readFileSync(sessionFile(origin, email), 'utf8')) as Cookie[];
  } catch {
    return false;
  }
  await page.context().addCookies(cookies);
  const answer = await page.request.get(`${origin}/office/api/session`);
  if (!answer.ok()) {
    await page.context().clearCookies();
    return false;
  }
  await page.goto(`${origin}/office/`);
  await page.waitForURL((url) => !url.pathname.startsWith('/office/sign-in'));
  return true;
};

/**
 * Signs a member in from the sign-in page (`path`). A demo member signed in once in this run on that
 * origin joins that session instead, as a second browser tab of theirs would; journeys about signing
 * in itself use `signInAfresh`.
 */
export const signIn = async (page: Page, staff: StaffCredentials, path = '/office/sign-in'): Promise<void> => {
  const origin = new URL(path, shops.demo.origin).origin;
  const shared = isDemoStaff(staff.email) && new URL(path, origin).pathname === '/office/sign-in';
  if (shared && (await joinKeptSession(page, origin, staff.email))) return;
  await signInAfresh(page, staff, path);
  if (shared) writeFileSync(sessionFile(origin, staff.email), JSON.stringify(await page.context().cookies(origin)));
};

const invitationSubject = (): RegExp => {
  const messages = JSON.parse(readFileSync(join(repoRoot, 'apps/server/src/modules/staff/invitation-messages/en.json'), 'utf8')) as Record<string, string>;
  const escaped = (messages.subject ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\\{museum\\}', '.+')}$`);
};

/** The set-up link of the invitation mail to `email` (the demo's outbox page). */
export const setUpLinkFromMail = (page: Page, email: string): Promise<string> =>
  linkInMail(page, email, invitationSubject(), /https?:\/\/\S+\/office\/set-up\/[A-Za-z0-9_-]+/);

export const officeNav = (page: Page, lang = 'en'): Locator => page.getByRole('navigation', { name: officeTextIn(lang, 'shell.navigation') });

/** The office's sections, the phone's menu opened first (a wide screen shows them beside the page), in the office's language on screen. */
export const officeSections = async (page: Page, lang = 'en'): Promise<Locator> => {
  const nav = officeNav(page, lang);
  await expect(nav).toBeVisible();
  const menu = nav.getByRole('button', { name: officeTextIn(lang, 'shell.menu') });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  return nav;
};

/** The focused element draws a visible outline (the office's :focus-visible style). */
export const expectVisibleFocus = async (page: Page): Promise<void> => {
  const outline = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) return 'none';
    const style = getComputedStyle(focused);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(outline).not.toMatch(/^none|\s0px$/);
};
