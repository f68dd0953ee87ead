import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { text } from '../support/catalog.ts';
import { errorText } from '../support/merchandise.ts';
import { downloadedDocuments, printedVoucherCode, voucherText } from '../support/passes-and-vouchers.ts';
import {
  acceptCookies,
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
} from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { payOnPaymentPage, payPageButtonFor } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

/** Issue 9 asks for the gift-voucher journey in Italian. */
const lang = 'it';
const catalog = shops.demo.catalog;
const VARIABLE_VOUCHER = 7003;
const checkout = (key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'checkout', key), values);

interface CatalogGiftVoucher {
  id: number;
  name: Record<string, string>;
  min_amount: number;
  max_amount: number;
}
const giftVoucher = (id: number): CatalogGiftVoucher => {
  const found = ((catalog().gift_vouchers ?? []) as CatalogGiftVoucher[]).find((voucher) => voucher.id === id);
  if (found === undefined) throw new Error(`the demo has no gift voucher ${id}`);
  return found;
};

test('in Italian a variable voucher bought as a gift prints its code, which a new session redeems against tickets', async ({ page, browser }, testInfo) => {
  test.slow();
  const main = page.getByRole('main');
  const voucher = giftVoucher(VARIABLE_VOUCHER);
  await page.goto(`/${lang}/vouchers`);
  await acceptCookies(page, catalog(), lang);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'gift-voucher list');
  await main.getByRole('link', { name: text(catalog(), voucher.name, lang) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/vouchers/${VARIABLE_VOUCHER}$`));

  // SPEC §5: below the minimum is refused before anything is added; a negative amount is made positive.
  const amount = main.getByLabel(voucherText(lang, 'purchase.amount', { currency: 'CHF' }));
  await amount.fill('5');
  await amount.blur();
  await expect(main.getByText(voucherText(lang, 'purchase.tooLow', { amount: money(catalog(), lang, voucher.min_amount) })).first()).toBeVisible();
  await amount.fill('-15');
  await amount.blur();
  await expect(amount).toHaveValue('15.00');
  await main.getByLabel(voucherText(lang, 'purchase.recipient')).fill('Giulia Bianchi');
  await main.getByLabel(voucherText(lang, 'purchase.message')).fill('Buon compleanno, ci vediamo al museo!');
  await expectAccessible(page, 'gift-voucher page');
  await main.getByRole('button', { name: voucherText(lang, 'purchase.addToBasket') }).click();
  await main.getByRole('link', { name: voucherText(lang, 'purchase.toBasket') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
  await expect(main.getByText('Giulia Bianchi')).toBeVisible();
  await expectAccessible(page, 'basket with a gift voucher');

  const buyer = guestFor(testInfo, 'gift-voucher');
  await registerAsGuest(page, lang, buyer);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), buyer);
  await main.getByRole('button', { name: checkout('payment.pay', { amount: money(catalog(), lang, 1500) }), exact: true }).click();
  await payOnPaymentPage(page, catalog(), lang, 1500);
  await payPageButtonFor(page, catalog(), lang, 1500).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  expect(Number(await bookingNumber(page, lang))).toBeGreaterThan(0);

  const pdf = await downloadedDocuments(page, lang);
  expect(pdf).toContain('Buono regalo');
  expect(pdf).toContain('Giulia Bianchi');
  expect(pdf).toContain('Buon compleanno, ci vediamo al museo!');
  expect(pdf).toContain(money(catalog(), lang, 1500));
  const code = printedVoucherCode(pdf);

  // The recipient, in a browser of her own: the balance box, then part of an order of two tickets.
  const context = await browser.newContext({ baseURL: shops.demo.origin, viewport: page.viewportSize() ?? undefined });
  const visitor = await context.newPage();
  const visitorMain = visitor.getByRole('main');
  await visitor.goto(`/${lang}/vouchers`);
  await acceptCookies(visitor, catalog(), lang);
  await visitorMain.getByLabel(voucherText(lang, 'balance.label')).fill(code.toLowerCase());
  await visitorMain.getByRole('button', { name: voucherText(lang, 'balance.check') }).click();
  await expect(visitorMain.getByText(new RegExp(`^${voucherText(lang, 'balance.left', { amount: money(catalog(), lang, 1500), date: 'DATE' }).split('DATE')[0] ?? ''}`))).toBeVisible();
  await expectAccessible(visitor, 'gift-voucher list with a balance');

  const plan = planPurchase(catalog(), 2, false);
  await visitor.goto(`/${lang}/tickets/${plan.event.id}`);
  await chooseTickets(visitor, lang, catalog(), plan, journeySlot(testInfo, 2));
  await addToBasketAndOpen(visitor, lang);
  await visitorMain.getByLabel(checkout('voucher.label'), { exact: true }).fill(code);
  await visitorMain.getByRole('button', { name: checkout('voucher.apply') }).click();
  await expect(visitorMain.getByText(checkout('voucher.left', { amount: money(catalog(), lang, 0) }))).toBeVisible();
  const guest = guestFor(testInfo, 'gift-voucher-redeemed');
  await registerAsGuest(visitor, lang, guest);
  await submitGuest(visitor, lang);
  await fillPaymentStep(visitor, lang, catalog(), guest);
  const due = plan.totalCents - 1500;
  await visitorMain.getByRole('button', { name: checkout('payment.pay', { amount: money(catalog(), lang, due) }), exact: true }).click();
  await payOnPaymentPage(visitor, catalog(), lang, due);
  await payPageButtonFor(visitor, catalog(), lang, due).click();
  await expect(visitor).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));

  // Spent: the balance box now says so.
  await visitor.goto(`/${lang}/vouchers`);
  await visitorMain.getByLabel(voucherText(lang, 'balance.label')).fill(code);
  await visitorMain.getByRole('button', { name: voucherText(lang, 'balance.check') }).click();
  await expect(visitorMain.getByText(errorText(lang, 'VOUCHER_NO_AMOUNT_LEFT')).first()).toBeVisible();
  await context.close();
});

test('the balance box tells a used-up and an expired demo code apart', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(`/${lang}/vouchers`);
  await acceptCookies(page, catalog(), lang);
  for (const [code, error] of [
    ['SEEBURG-USED-UP', 'VOUCHER_NO_AMOUNT_LEFT'],
    ['SEEBURG-EXPIRED', 'VOUCHER_NOW_IS_AFTER_VALID_TO'],
  ] as const) {
    await main.getByLabel(voucherText(lang, 'balance.label')).fill(code);
    await main.getByRole('button', { name: voucherText(lang, 'balance.check') }).click();
    // Shown under the field, and announced once more in the live region.
    await expect(main.getByText(errorText(lang, error)).first()).toBeVisible();
  }
  await expectAccessible(page, 'balance box with a refused code');
});
