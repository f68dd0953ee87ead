import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { text, type Lang } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookies,
  addToBasketAndOpen,
  bookingNumber,
  chooseTickets,
  defaultPaymentType,
  fillPaymentStep,
  fillText,
  guestFor,
  journeySlot,
  linkInMail,
  money,
  payPageButton,
  planPurchase,
  registerAsGuest,
  submitGuest,
  termsCheckbox,
  type Plan,
} from '../support/purchase.ts';
import { repoRoot, shops } from '../support/shops.ts';
import { payOnPaymentPage } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const orders = (lang: Lang, key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'orders', key), values);
const checkout = (lang: Lang, key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'checkout', key), values);

interface PaymentTypeEntry {
  payartId: number;
  name: Record<string, string>;
  pay_later_days?: number | null;
}
/** The catalog's pay-later type (docs/catalog-format.md `pay_later_days`). */
const payLaterType = (): PaymentTypeEntry => {
  const found = ((catalog().payment_types ?? []) as PaymentTypeEntry[]).find((type) => (type.pay_later_days ?? null) !== null);
  if (found === undefined) throw new Error('the demo catalog has no pay-later payment type');
  return found;
};

/** A mail's subject as the server writes it (apps/server/src/mail/messages), for any museum name. */
const subjectOf = (lang: Lang, key: string, order: string): RegExp => {
  const messages = JSON.parse(readFileSync(join(repoRoot, 'apps/server/src/mail/messages', `${lang}.json`), 'utf8')) as Record<string, string>;
  const template = messages[key];
  if (template === undefined) throw new Error(`no mail message ${lang}/${key}`);
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\\{museum\\}', '.+').replace('\\{order\\}', order)}$`);
};

/** The order-review link of the mail to `email` with that subject (an account also gets a welcome mail). */
const reviewLinkFromMail = (page: Page, email: string, subject: RegExp): Promise<string> =>
  linkInMail(page, email, subject, /https?:\/\/\S+\/order-review\/[A-Za-z0-9_-]+/);

/** A registered customer (SPEC §7 customer/register, the password as md5 hex), signed in in this browser tab. */
const signInNewCustomer = async (page: Page, request: APIRequestContext, lang: Lang, email: string): Promise<void> => {
  const password = createHash('md5').update('Museum-visit-2026').digest('hex');
  const c = { email, password, fname: 'Lena', lname: 'Keller', street: 'Seeweg 9', zip: '8712', city: 'Seeburg', country: 'CH' };
  const response = await request.post(`/api/${lang}/customer/register`, { data: { c } });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string; customer: { fname: string; lname: string; email: string; country: string | null; isGuest: boolean } } };
  expect(data.customer.isGuest).toBe(false);
  // The session as the shop keeps it (SPEC §3 session storage), written once before the first page.
  await page.addInitScript((state) => {
    if (sessionStorage.getItem('foyer-session') === null) sessionStorage.setItem('foyer-session', JSON.stringify({ state, version: 0 }));
  }, { token: data.token, customer: data.customer });
};

/** Tickets for the plan, into the basket, on to the payment step as a signed-in customer. */
const ticketsToPaymentStep = async (page: Page, testInfo: TestInfo, lang: Lang, journey: number): Promise<Plan> => {
  const plan = planPurchase(catalog(), 1, false);
  await page.goto(`/${lang}/tickets/${plan.event.id}`);
  await acceptCookies(page, catalog(), lang);
  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, journey));
  await addToBasketAndOpen(page, lang);
  await page.getByRole('button', { name: checkout(lang, 'basket.toPayment') }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(checkout(lang, 'payment.heading'));
  return plan;
};

/** Pay later on the payment step: offered to a registered customer, it reserves the order; answers its number. */
const reserve = async (page: Page, lang: Lang): Promise<string> => {
  const main = page.getByRole('main');
  const later = main.getByRole('radio', { name: text(catalog(), payLaterType().name, lang) });
  await later.check();
  await expect(later).toHaveAccessibleDescription(checkout(lang, 'payment.payLaterHint'));
  await termsCheckbox(page, lang).check();
  await main.getByRole('button', { name: checkout(lang, 'payment.reserve') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(checkout(lang, 'result.reservedHeading'));
  await expect(main.getByText(new RegExp(`^${checkout(lang, 'result.reserved', { date: 'DATE' }).split('DATE')[0] ?? ''}\\d{2}[./-]\\d{2}[./-]\\d{4}`))).toBeVisible();
  return bookingNumber(page, lang);
};

/** The review page of a reserved order: its number, what is due, and the form to pay it. */
const expectReserved = async (page: Page, lang: Lang, number: string, plan: Plan): Promise<void> => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(orders(lang, 'review.heading', { number }));
  await expect(main.getByRole('status').filter({ hasText: orders(lang, 'status.awaiting_payment') })).toContainText(orders(lang, 'review.payBy', { date: 'DATE' }).split('DATE')[0] ?? '');
  await expect(main.getByRole('term').filter({ hasText: orders(lang, 'review.due') }).locator('xpath=following-sibling::*[1]')).toHaveText(money(catalog(), lang, plan.totalCents));
  await expect(main.getByRole('region', { name: checkout(lang, 'orderPayment.heading') })).toBeVisible();
  // Paying an order is paying it now: the pay-later type is not offered here.
  await expect(main.getByRole('radio', { name: text(catalog(), payLaterType().name, lang) })).toHaveCount(0);
};

const payOrderButton = (page: Page, lang: Lang, plan: Plan) =>
  page.getByRole('main').getByRole('button', { name: checkout(lang, 'payment.pay', { amount: money(catalog(), lang, plan.totalCents) }), exact: true });

test('a guest opens the review link of the confirmation in a fresh browser: lines, payment and the tickets PDF', async ({ page, browser }, testInfo) => {
  test.slow();
  const lang = 'fr';
  const guest = guestFor(testInfo, 'order-review');
  const plan = planPurchase(catalog(), 2, false);
  await page.goto(`/${lang}/tickets/${plan.event.id}`);
  await acceptCookies(page, catalog(), lang);
  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, 1));
  await addToBasketAndOpen(page, lang);
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  // Pay later is for registered customers only.
  await expect(page.getByRole('main').getByRole('radio', { name: text(catalog(), payLaterType().name, lang) })).toHaveCount(0);
  await fillPaymentStep(page, lang, catalog(), guest);
  await page.getByRole('main').getByRole('button', { name: checkout(lang, 'payment.pay', { amount: money(catalog(), lang, plan.totalCents) }), exact: true }).click();
  await payOnPaymentPage(page, catalog(), lang, plan.totalCents);
  await payPageButton(page, lang, 'pay', catalog(), plan).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  const number = await bookingNumber(page, lang);

  const review = await reviewLinkFromMail(page, guest.email, subjectOf(lang, 'subject', number));
  const context = await browser.newContext({ baseURL: shops.demo.origin, viewport: page.viewportSize() ?? undefined, acceptDownloads: true });
  const visitor = await context.newPage();
  await visitor.goto(review);
  await acceptCookies(visitor, catalog(), lang);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(orders(lang, 'review.heading', { number }));
  await expect(main.getByRole('status').filter({ hasText: orders(lang, 'status.booked') })).toBeVisible();
  const lines = main.getByRole('region', { name: orders(lang, 'review.linesHeading') });
  await expect(lines.getByRole('heading', { level: 3, name: text(catalog(), plan.event.name, lang) })).toBeVisible();
  await expect(lines.getByText(orders(lang, 'review.count', { count: plan.adults, name: text(catalog(), plan.adult.name, lang) }))).toBeVisible();
  const summary = main.getByRole('region', { name: orders(lang, 'review.summaryHeading') });
  const valueOf = (term: string) => summary.getByRole('term').filter({ hasText: term }).first().locator('xpath=following-sibling::*[1]');
  await expect(valueOf(orders(lang, 'review.total'))).toHaveText(money(catalog(), lang, plan.totalCents));
  await expect(summary.getByRole('term').filter({ hasText: text(catalog(), defaultPaymentType(catalog()).name, lang) })).toBeVisible();
  await expect(valueOf(orders(lang, 'review.paid'))).toHaveText(money(catalog(), lang, plan.totalCents));
  await expect(valueOf(orders(lang, 'review.due'))).toHaveText(money(catalog(), lang, 0));
  await expect(main.getByRole('region', { name: orders(lang, 'review.billingHeading') })).toContainText(guest.email);
  await expect(main.getByRole('region', { name: checkout(lang, 'orderPayment.heading') })).toHaveCount(0);
  await expectAccessible(visitor, 'order review (booked)');

  const [download] = await Promise.all([visitor.waitForEvent('download'), main.getByRole('link', { name: orders(lang, 'review.download') }).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await context.close();
});

test('pay a reserved order from its mail link: a registered customer reserves, then pays online and sees it booked', async ({ page, request }, testInfo) => {
  test.slow();
  const lang = 'en';
  const email = `order-review-reserved-${testInfo.project.name}@example.org`;
  await signInNewCustomer(page, request, lang, email);
  const plan = await ticketsToPaymentStep(page, testInfo, lang, 2);
  const number = await reserve(page, lang);

  const review = await reviewLinkFromMail(page, email, subjectOf(lang, 'reservedSubject', number));
  await page.goto(review);
  await expectReserved(page, lang, number, plan);
  await expectAccessible(page, 'order review (reserved)');
  await termsCheckbox(page, lang).check();
  await payOrderButton(page, lang, plan).click();
  await payOnPaymentPage(page, catalog(), lang, plan.totalCents);
  await payPageButton(page, lang, 'pay', catalog(), plan).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(checkout(lang, 'result.thanks'));
  expect(await bookingNumber(page, lang)).toBe(number);
  await main.getByRole('link', { name: checkout(lang, 'result.viewOrder') }).click();
  await expect(main.getByRole('status').filter({ hasText: orders(lang, 'status.booked') })).toBeVisible();
  await expect(main.getByRole('link', { name: orders(lang, 'review.download') })).toBeVisible();
});

test('a declined payment of a reserved order returns to its page, which says so; paying again on the same order works', async ({ page, request }, testInfo) => {
  test.slow();
  const lang = 'de';
  const email = `order-review-declined-${testInfo.project.name}@example.org`;
  await signInNewCustomer(page, request, lang, email);
  const plan = await ticketsToPaymentStep(page, testInfo, lang, 3);
  const number = await reserve(page, lang);
  const review = await reviewLinkFromMail(page, email, subjectOf(lang, 'reservedSubject', number));
  await page.goto(review);
  await expectReserved(page, lang, number, plan);

  await termsCheckbox(page, lang).check();
  await payOrderButton(page, lang, plan).click();
  await payOnPaymentPage(page, catalog(), lang, plan.totalCents);
  await payPageButton(page, lang, 'decline', catalog(), plan).click();

  // SPEC §2: the cancel address of an existing order's payment is the page it was paid from.
  await expect(page).toHaveURL(new RegExp(`${new URL(review).pathname}\\?.*status=declined`));
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: orders(lang, 'pay.failed') })).toBeVisible();
  await expectReserved(page, lang, number, plan);
  await expectAccessible(page, 'order review after a declined payment');

  await termsCheckbox(page, lang).check();
  await payOrderButton(page, lang, plan).click();
  await payOnPaymentPage(page, catalog(), lang, plan.totalCents);
  await payPageButton(page, lang, 'pay', catalog(), plan).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(checkout(lang, 'result.thanks'));
  expect(await bookingNumber(page, lang)).toBe(number);
});
