import type { Page } from '@playwright/test';
import {
  account,
  corruptStoredToken,
  expectLoggedIn,
  expectToast,
  field,
  logIn,
  logOut,
  navText,
  openMenu,
  personFor,
  registerByApi,
  resetLinkFromMail,
  toastsGone,
  type Person,
} from '../support/account.ts';
import type { Lang } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookies,
  acceptCookiesByKeyboard,
  addToBasketAndOpen,
  bookingNumber,
  chooseTickets,
  fillPaymentStep,
  fillText,
  guestFor,
  journeySlot,
  money,
  planPurchase,
  registerAsGuest,
  submitGuest,
  tabTo,
} from '../support/purchase.ts';
import { errorText } from '../support/merchandise.ts';
import { header } from '../support/shell.ts';
import { shops } from '../support/shops.ts';
import { payOnPaymentPage, payPageButtonFor } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const checkout = (lang: Lang, key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'checkout', key), values);
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** axe on the screen as it stays: toasts fade in and out (their contrast is not final while they do). */
const axe = async (page: Page, lang: Lang, screen: string): Promise<void> => {
  await toastsGone(page, lang);
  await expectAccessible(page, screen);
};

/** The registration form as a visitor fills it: the shop's required fields, the e-mail and the password twice. */
const fillRegistration = async (page: Page, lang: Lang, person: Person): Promise<void> => {
  for (const name of ['fname', 'lname', 'street', 'zip', 'city'] as const) await field(page, account(lang, `fields.${name}`)).fill(person[name]);
  await field(page, account(lang, 'fields.country')).selectOption('SE');
  await field(page, account(lang, 'fields.email')).fill(person.email);
  await field(page, account(lang, 'email.repeat')).fill(person.email);
  await field(page, account(lang, 'password.label')).fill(person.password);
  await field(page, account(lang, 'password.repeat')).fill(person.password);
};

/** Tickets for the plan into the basket; answers what they cost. */
const ticketsInBasket = async (page: Page, lang: Lang, journey: number, testInfo: Parameters<typeof journeySlot>[0]) => {
  const plan = planPurchase(catalog(), 1, false);
  await page.goto(`/${lang}/tickets/${plan.event.id}`);
  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, journey));
  await addToBasketAndOpen(page, lang);
  return plan;
};

test('register in Swedish, log out, recover the password from the mail and arrive logged in', async ({ page }, testInfo) => {
  test.slow();
  const lang = 'sv';
  const person = personFor(testInfo, 'recovery');
  await page.goto(`/${lang}`);
  await acceptCookies(page, catalog(), lang);
  await openMenu(page, lang);
  await header(page).getByRole('link', { name: navText(lang, 'register') }).click();
  await expect(heading(page)).toHaveText(account(lang, 'register.heading'));
  await expect(page).toHaveTitle(new RegExp(`^${account(lang, 'titles.register')} – `));
  await axe(page, lang, 'register');

  // A second address that differs and a short password are caught before anything is sent.
  await fillRegistration(page, lang, { ...person, password: 'kort' });
  await field(page, account(lang, 'email.repeat')).fill(`x${person.email}`);
  await page.getByRole('main').getByRole('button', { name: account(lang, 'register.submit') }).click();
  const summary = page.getByRole('main').getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(account(lang, 'email.mismatch'));
  await expect(summary).toContainText(account(lang, 'password.tooShort', { min: 8 }));
  await axe(page, lang, 'register with errors');

  await fillRegistration(page, lang, person);
  await page.getByRole('main').getByRole('button', { name: account(lang, 'register.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/register/success`));
  await expect(heading(page)).toHaveText(account(lang, 'done.registeredNamed', { name: person.fname }));
  await axe(page, lang, 'register success');
  await expectLoggedIn(page, lang, person);

  await logOut(page, lang, person);
  await header(page).getByRole('link', { name: navText(lang, 'login'), exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: account(lang, 'login.forgot') }).click();
  await expect(heading(page)).toHaveText(account(lang, 'forgot.heading'));
  await axe(page, lang, 'forgot password');
  await field(page, account(lang, 'fields.email')).fill(person.email);
  await page.getByRole('main').getByRole('button', { name: account(lang, 'forgot.submit') }).click();
  await expectToast(page, lang, 'AUTH_REQUEST_RESET_SUCCESS');
  await expect(page).toHaveURL(new RegExp(`/${lang}/password-reset-success`));
  // The page names the link lifetime the shop's config reports.
  const config = (await (await page.request.get(`/api/${lang}/shopinfo/config?shop=${catalog().shop.id}`)).json()) as { data: { reset_link_minutes: number } };
  const minutes = config.data.reset_link_minutes;
  await expect(page.getByRole('main')).toContainText(account(lang, minutes === 1 ? 'done.resetRequestedText_one' : 'done.resetRequestedText_other', { count: minutes }));
  await axe(page, lang, 'password reset requested');

  const link = await resetLinkFromMail(page, lang, person.email);
  await page.goto(link);
  await expect(heading(page)).toHaveText(account(lang, 'recover.heading'));
  await axe(page, lang, 'recover');
  const fresh = 'Nytt-lösen-2026';
  await field(page, account(lang, 'password.new')).fill(fresh);
  await field(page, account(lang, 'password.newRepeat')).fill(fresh);
  await page.getByRole('main').getByRole('button', { name: account(lang, 'recover.submit') }).click();
  await expectToast(page, lang, 'AUTH_SETTING_NEW_PASSWORD_SUCCESS');
  await expect(page).toHaveURL(new RegExp(`/${lang}/recover-success$`));
  await expect(heading(page)).toHaveText(account(lang, 'done.recoveredHeading'));
  await axe(page, lang, 'recover success');
  await expectLoggedIn(page, lang, person);

  // The link works once; the new password opens the account.
  await page.goto(link);
  await field(page, account(lang, 'password.new')).fill(fresh);
  await field(page, account(lang, 'password.newRepeat')).fill(fresh);
  await page.getByRole('main').getByRole('button', { name: account(lang, 'recover.submit') }).click();
  await expectToast(page, lang, 'AUTH_SETTING_NEW_PASSWORD_FAILED');
  await expect(page.getByRole('main').getByRole('heading', { name: account(lang, 'recover.invalidHeading') })).toBeVisible();
  await logOut(page, lang, person);
  await page.goto(`/${lang}/login`);
  await logIn(page, lang, person, fresh);
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  await expectLoggedIn(page, lang, person);
});

test('buy as a logged-in customer: billing from the account, edited in place, and the order in the settings', async ({ page, request }, testInfo) => {
  test.slow();
  const lang = 'de';
  const person = personFor(testInfo, 'buyer');
  await registerByApi(request, lang, person);
  await page.goto(`/${lang}/login`);
  await acceptCookies(page, catalog(), lang);
  await axe(page, lang, 'login');
  await logIn(page, lang, person);
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  await expectLoggedIn(page, lang, person);

  const plan = await ticketsInBasket(page, lang, 1, testInfo);
  await page.getByRole('button', { name: checkout(lang, 'basket.toPayment') }).click();
  await expect(heading(page)).toHaveText(checkout(lang, 'payment.heading'));
  const billing = page.getByRole('region', { name: checkout(lang, 'payment.billing') });
  await expect(billing).toContainText(person.street);
  await expect(billing).toContainText(person.email);

  await billing.getByRole('button', { name: checkout(lang, 'payment.changeBilling') }).click();
  const editor = page.getByRole('region', { name: checkout(lang, 'payment.changeBilling') });
  await editor.getByLabel(account(lang, 'fields.city'), { exact: true }).fill('Seeburg am See');
  await axe(page, lang, 'payment step, billing editor');
  await editor.getByRole('button', { name: account(lang, 'settings.save') }).click();
  await expect(page.getByRole('region', { name: checkout(lang, 'payment.billing') })).toContainText('Seeburg am See');
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?step=payment$`));

  await fillPaymentStep(page, lang, catalog(), guestFor(testInfo, 'buyer'));
  await page.getByRole('main').getByRole('button', { name: checkout(lang, 'payment.pay', { amount: money(catalog(), lang, plan.totalCents) }), exact: true }).click();
  await payOnPaymentPage(page, catalog(), lang, plan.totalCents);
  await payPageButtonFor(page, catalog(), lang, plan.totalCents).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  const number = await bookingNumber(page, lang);
  await expect(page.getByRole('region', { name: account(lang, 'offer.heading') })).toHaveCount(0);

  await openMenu(page, lang);
  await header(page).getByRole('button', { name: new RegExp(person.fname) }).click();
  await header(page).getByRole('link', { name: navText(lang, 'settings') }).click();
  await expect(heading(page)).toHaveText(account(lang, 'settings.heading'));
  await expect(page.getByRole('region', { name: account(lang, 'settings.detailsHeading') }).getByLabel(account(lang, 'fields.city'), { exact: true })).toHaveValue('Seeburg am See');
  await expect(page.getByRole('main')).toContainText(number);
  await axe(page, lang, 'settings');
});

test('a session that expires mid-checkout comes back through the login to the checkout', async ({ page, request }, testInfo) => {
  test.slow();
  const lang = 'en';
  const person = personFor(testInfo, 'expiry');
  await registerByApi(request, lang, person);
  await page.goto(`/${lang}/login`);
  await acceptCookies(page, catalog(), lang);
  await logIn(page, lang, person);
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  await expectLoggedIn(page, lang, person);
  await ticketsInBasket(page, lang, 2, testInfo);

  await corruptStoredToken(page);
  await page.reload();
  await page.getByRole('button', { name: checkout(lang, 'basket.toPayment') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?fromUnauthorized=true$`));
  await expect(page.getByRole('main').getByRole('heading', { name: account(lang, 'login.requiresLoginHeading') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: account(lang, 'login.asGuest') })).toBeVisible();
  await axe(page, lang, 'login after 401');

  await logIn(page, lang, person);
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
  await page.getByRole('button', { name: checkout(lang, 'basket.toPayment') }).click();
  await expect(heading(page)).toHaveText(checkout(lang, 'payment.heading'));
  await expect(page.getByRole('region', { name: checkout(lang, 'payment.billing') })).toContainText(person.street);
});

test('a guest turns the order just paid into an account', async ({ page }, testInfo) => {
  test.slow();
  const lang = 'fr';
  const guest = guestFor(testInfo, 'account-offer');
  await page.goto(`/${lang}`);
  await acceptCookies(page, catalog(), lang);
  const plan = await ticketsInBasket(page, lang, 3, testInfo);
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), guest);
  await page.getByRole('main').getByRole('button', { name: checkout(lang, 'payment.pay', { amount: money(catalog(), lang, plan.totalCents) }), exact: true }).click();
  await payOnPaymentPage(page, catalog(), lang, plan.totalCents);
  await payPageButtonFor(page, catalog(), lang, plan.totalCents).click();
  const number = await bookingNumber(page, lang);

  const offer = page.getByRole('region', { name: account(lang, 'offer.heading') });
  await axe(page, lang, 'checkout success with the account offer');
  await offer.getByLabel(account(lang, 'password.label'), { exact: true }).fill('Visite-au-musee-1');
  await offer.getByLabel(account(lang, 'password.repeat'), { exact: true }).fill('Visite-au-musee-1');
  await offer.getByRole('button', { name: account(lang, 'offer.submit') }).click();
  await expect(offer.getByRole('status')).toContainText(account(lang, 'offer.created'));
  await offer.getByRole('link', { name: account(lang, 'done.toSettings') }).click();
  await expect(heading(page)).toHaveText(account(lang, 'settings.heading'));
  await expect(page.getByRole('main')).toContainText(guest.email);
  await expect(page.getByRole('main')).toContainText(number);
});

test('login and registration by keyboard alone', async ({ page }, testInfo) => {
  test.slow();
  const lang = 'en';
  const person = personFor(testInfo, 'keyboard');
  await page.goto(`/${lang}/register`);
  await acceptCookiesByKeyboard(page, catalog(), lang);
  const main = page.getByRole('main');
  const type = async (label: string, value: string) => {
    await tabTo(page, field(page, label));
    await page.keyboard.type(value);
  };
  await type(account(lang, 'fields.fname'), person.fname);
  await type(account(lang, 'fields.lname'), person.lname);
  await type(account(lang, 'fields.street'), person.street);
  await type(account(lang, 'fields.zip'), person.zip);
  await type(account(lang, 'fields.city'), person.city);
  await type(account(lang, 'fields.email'), person.email);
  await type(account(lang, 'email.repeat'), person.email);
  await type(account(lang, 'password.label'), person.password);
  // Enter in the last field sends the form: the repeat is missing, so the summary takes focus.
  await page.keyboard.press('Enter');
  const summary = main.getByRole('alert');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(field(page, account(lang, 'password.repeat'))).toBeFocused();
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/register/success`));
  await expect(heading(page)).toBeFocused();

  await logOut(page, lang, person);
  await page.goto(`/${lang}/login`);
  await type(account(lang, 'fields.email'), person.email);
  await type(account(lang, 'password.label'), 'not the password');
  await page.keyboard.press('Enter');
  await expectToast(page, lang, 'AUTH_LOGIN_FAILED');
  await expect(main.getByRole('alert')).toBeFocused();
  await expect(main.getByRole('alert')).toContainText(errorText(lang, 'LOGIN_FAILED'));
  await tabTo(page, field(page, account(lang, 'password.label')));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  await expectToast(page, lang, 'AUTH_LOGGING_IN');
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  await expectLoggedIn(page, lang, person);
});
