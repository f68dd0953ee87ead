import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Lang } from './catalog.ts';
import { fillText, linkInMail } from './purchase.ts';
import { header } from './shell.ts';
import { repoRoot } from './shops.ts';
import { uiText } from './ui-text.ts';

/** A text of the account screens (apps/web/src/locales/<lang>/account.json), placeholders filled. */
export const account = (lang: Lang, key: string, values: Record<string, string | number> = {}): string => fillText(uiText(lang, 'account', key), values);
export const navText = (lang: Lang, key: string): string => uiText(lang, 'common', `nav.${key}`);

export interface Person {
  fname: string;
  lname: string;
  street: string;
  zip: string;
  city: string;
  email: string;
  password: string;
}

/** Someone new for each journey and browser project, so parallel runs never meet on one address. */
export const personFor = (testInfo: TestInfo, journey: string): Person => ({
  fname: 'Astrid',
  lname: 'Lindqvist',
  street: 'Strandvägen 7',
  zip: '114 56',
  city: 'Stockholm',
  // A retry or repeat registers anew: the first attempt's account already holds its address.
  email: `account-${journey}-${testInfo.project.name}-${testInfo.repeatEachIndex}-${testInfo.retry}@example.org`,
  password: 'Konstmuseum-2026',
});

/** SPEC §7 customer/register from outside the browser (the password as md5 hex, SPEC §5), for journeys that start logged out. */
export const registerByApi = async (request: APIRequestContext, lang: Lang, person: Person): Promise<void> => {
  const password = createHash('md5').update(person.password).digest('hex');
  const c = { email: person.email, password, fname: person.fname, lname: person.lname, street: person.street, zip: person.zip, city: person.city, country: 'CH' };
  const response = await request.post(`/api/${lang}/customer/register`, { data: { c } });
  expect(response.status(), await response.text()).toBe(200);
};

/** A field of the main area by its exact label (optional fields carry "(optional)" and are not used here). */
export const field = (page: Page, label: string): Locator => page.getByRole('main').getByLabel(label, { exact: true });

const toasts = (page: Page, lang: Lang): Locator => page.getByRole('region', { name: uiText(lang, 'shell', 'toasts.region') }).getByRole('listitem');

/** SPEC §8: the toast of an account action (its key in account.json `toasts`) shows. */
export const expectToast = async (page: Page, lang: Lang, key: string): Promise<void> => {
  await expect(toasts(page, lang).filter({ hasText: account(lang, `toasts.${key}`) })).not.toHaveCount(0);
};

/**
 * Toasts (SPEC §4: 2 s) sit over the header's top-right controls until they leave; one under the
 * pointer waits for it to move on (a hovered toast pauses), so the pointer leaves the corner first.
 * Wait for an expected toast to show (expectToast) before this: the toast list loads with the first one.
 */
export const toastsGone = async (page: Page, lang: Lang): Promise<void> => {
  await page.mouse.move(0, (page.viewportSize()?.height ?? 600) - 1);
  await expect(toasts(page, lang)).toHaveCount(0);
};

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * On narrow screens the navigation sits behind the menu toggle; opens it when it is there. The toggle
 * is found by its exact names, since the user menu's button is named "Account menu for …".
 */
export const openMenu = async (page: Page, lang: Lang): Promise<void> => {
  const names = [uiText(lang, 'shell', 'header.openMenu'), uiText(lang, 'shell', 'header.closeMenu')].map(escapeRegExp).join('|');
  const toggle = header(page).getByRole('button', { name: new RegExp(`^(${names})$`) });
  await toastsGone(page, lang);
  if (!(await toggle.isVisible())) return;
  // A page change just made closes the menu once it renders: open it again until it stays open.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
};

/** The user menu of a logged-in customer (SPEC §2): its button is named after the customer. */
export const userMenuButton = (page: Page, lang: Lang, name: string): Locator =>
  header(page).getByRole('button', { name: fillText(uiText(lang, 'shell', 'header.accountMenu'), { name }) });

export const expectLoggedIn = async (page: Page, lang: Lang, person: Person): Promise<void> => {
  await openMenu(page, lang);
  await expect(userMenuButton(page, lang, `${person.fname} ${person.lname}`)).toBeVisible();
  await expect(header(page).getByRole('link', { name: navText(lang, 'login'), exact: true })).toHaveCount(0);
};

/** Header -> user menu -> logout (SPEC §2), back on the home page with the login link. */
export const logOut = async (page: Page, lang: Lang, person: Person): Promise<void> => {
  await openMenu(page, lang);
  await userMenuButton(page, lang, `${person.fname} ${person.lname}`).click();
  await header(page).getByRole('link', { name: navText(lang, 'logout') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  await openMenu(page, lang);
  await expect(header(page).getByRole('link', { name: navText(lang, 'login'), exact: true })).toBeVisible();
};

/** The login form: e-mail, password, submit (the button in the main area; the header has a link of the same name). */
export const logIn = async (page: Page, lang: Lang, person: Person, password = person.password): Promise<void> => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(account(lang, 'login.heading'));
  await field(page, account(lang, 'fields.email')).fill(person.email);
  await field(page, account(lang, 'password.label')).fill(password);
  await main.getByRole('button', { name: account(lang, 'login.submit') }).click();
  await expectToast(page, lang, 'AUTH_LOGGING_IN');
};

const mailSubject = (lang: Lang, key: string): RegExp => {
  const messages = JSON.parse(readFileSync(join(repoRoot, 'apps/server/src/mail/account-messages', `${lang}.json`), 'utf8')) as Record<string, string>;
  const template = messages[key];
  if (template === undefined) throw new Error(`no account mail message ${lang}/${key}`);
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\\{museum\\}', '.+')}$`);
};

/** The recover link of the reset mail to `email` (the demo's outbox page). */
export const resetLinkFromMail = (page: Page, lang: Lang, email: string): Promise<string> =>
  linkInMail(page, email, mailSubject(lang, 'resetSubject'), new RegExp(`https?://\\S+/${lang}/recover/[A-Za-z0-9_-]+`));

/** From the next page load on, the session in this tab holds a token the server no longer knows (an expired session). */
export const corruptStoredToken = async (page: Page): Promise<void> => {
  // Written as the next page loads, before the app reads it: the running app would write its good token back on its next change.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-token-corrupted') !== null) return;
    const saved = JSON.parse(sessionStorage.getItem('foyer-session') ?? '{}') as { state?: { token?: string } };
    if (saved.state?.token) saved.state.token = `${saved.state.token.slice(0, -4)}dead`;
    sessionStorage.setItem('foyer-session', JSON.stringify(saved));
    sessionStorage.setItem('e2e-token-corrupted', 'true');
  });
};
