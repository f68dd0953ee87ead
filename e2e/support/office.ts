import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { linkInMail } from './purchase.ts';
import { repoRoot } from './shops.ts';

/**
 * Demo staff the journeys sign in as, who exist in every demo start (README; the server's list is
 * apps/server/src/modules/staff/demo-staff.ts, whose database types the e2e project does not load).
 */
const DEMO_STAFF = {
  owner: { name: 'Olivia Owner', email: 'owner@demo.foyer.example', password: 'demo-owner-password', totpSecret: 'QP4UK32QJZJSCIOKFH2U44EGVDT27O3J' },
  editor: { name: 'Eddie Editor', email: 'editor@demo.foyer.example', password: 'demo-editor-password', totpSecret: 'KPVUGWA27GSHWGPS63UPA265HGPVDHRF' },
  boxOffice: { name: 'Bea Box-Office', email: 'box-office@demo.foyer.example', password: 'demo-box-office-password', totpSecret: 'MQQ3R5LHZELNJTWW7R34POYYAJDG43LU' },
  door: { name: 'Dan Door', email: 'door@demo.foyer.example', password: 'demo-door-password', totpSecret: 'I6U6H4WMPBZLNOYGF3R5OJQXO3WEK4ZX' },
} as const;

export const demoStaff = (role: keyof typeof DEMO_STAFF) => DEMO_STAFF[role];

/** The office's English texts, read from its catalog so a changed wording changes the tests with it. */
const officeTexts = JSON.parse(readFileSync(join(repoRoot, 'apps/office/src/locales/en.json'), 'utf8')) as Record<string, string>;
export const officeText = (key: string, params: Record<string, string> = {}): string => {
  const text = officeTexts[key];
  if (text === undefined) throw new Error(`no office text ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
};

const PERIOD_MS = 30_000;
const totp = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
export const totpCode = (secret: string, at = Date.now()): string => totp(secret).generate({ timestamp: at });

/** The field of a label in the page's main area. */
export const field = (page: Page, label: string): Locator => page.getByRole('main').getByLabel(label, { exact: true });

/**
 * Enters the authenticator's code. The server accepts each time step once per account, and another
 * journey may have just signed in with the same demo account: a refused code is retried with the
 * next step's code once that step has begun.
 */
export const enterCode = async (page: Page, secret: string, submit: string): Promise<void> => {
  for (let attempt = 0; ; attempt++) {
    await field(page, officeText('code.label')).fill(totpCode(secret));
    await page.getByRole('main').getByRole('button', { name: submit }).click();
    const alert = page.getByRole('main').getByRole('alert');
    const outcome = await Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/office/sign-in') && !url.pathname.startsWith('/office/set-up'), { timeout: 10_000 }).then(() => 'in' as const),
      alert.waitFor({ timeout: 10_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'in' || attempt === 2) return;
    await page.waitForTimeout(PERIOD_MS - (Date.now() % PERIOD_MS) + 500);
  }
};

/** Sign-in with e-mail, password and the current code, from the sign-in page. */
export const signIn = async (page: Page, staff: { email: string; password: string; totpSecret: string }, path = '/office/sign-in'): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('signIn.title'));
  await field(page, officeText('signIn.email')).fill(staff.email);
  await field(page, officeText('signIn.password')).fill(staff.password);
  await page.getByRole('main').getByRole('button', { name: officeText('signIn.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('signIn.totpTitle'));
  await enterCode(page, staff.totpSecret, officeText('signIn.confirm'));
};

const invitationSubject = (): RegExp => {
  const messages = JSON.parse(readFileSync(join(repoRoot, 'apps/server/src/modules/staff/invitation-messages/en.json'), 'utf8')) as Record<string, string>;
  const escaped = (messages.subject ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\\{museum\\}', '.+')}$`);
};

/** The set-up link of the invitation mail to `email` (the demo's outbox page). */
export const setUpLinkFromMail = (page: Page, email: string): Promise<string> =>
  linkInMail(page, email, invitationSubject(), /https?:\/\/\S+\/office\/set-up\/[A-Za-z0-9_-]+/);

export const officeNav = (page: Page): Locator => page.getByRole('navigation', { name: officeText('shell.navigation') });

/** The office's sections, the phone's menu opened first (a wide screen shows them beside the page). */
export const officeSections = async (page: Page): Promise<Locator> => {
  const nav = officeNav(page);
  await expect(nav).toBeVisible();
  const menu = nav.getByRole('button', { name: officeText('shell.menu') });
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
