import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { addProduct, errorText, productOf, shippingCents } from '../support/merchandise.ts';
import { acceptCookies, bookingNumber, fillPaymentStep, fillText, guestFor, money, payLabels, registerAsGuest, submitGuest, termsCheckbox } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { payOnPaymentPage, payPageButtonFor } from '../support/tours.ts';
import { centsOf, expectAddsUp, payPageRows, summaryRows } from '../support/statement.ts';
import { uiText } from '../support/ui-text.ts';
import { formatVoucherCode } from '../../packages/domain/src/vouchers/format-voucher-code.ts';
import { VOUCHER_CODE_ALPHABET } from '../../packages/domain/src/vouchers/voucher-code-alphabet.ts';

/** Issue 9 asks for the voucher journeys in Italian. */
const lang = 'it';
const shop = shops.demo;
const catalog = shop.catalog;
const POSTCARDS = 5010;
const checkout = (key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'checkout', key), values);

/**
 * A code as the shop issues them (16 characters of its alphabet), written straight into the shop's
 * database: each call draws its own, so parallel journeys never spend each other's balance.
 */
const issueCode = (amountCents: number): string => {
  const code = Array.from({ length: 16 }, () => VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)]).join('');
  const db = new Database(shop.dbFile);
  try {
    db.prepare('INSERT INTO voucher_codes (shop_id, code, name, amount, sold, held, valid_from, valid_to, created_at) VALUES (?, ?, ?, ?, 0, 0, ?, ?, ?)').run(
      catalog().shop.id,
      code,
      'Buono regalo',
      amountCents,
      '2000-01-01',
      '2999-12-31',
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return code;
};

const pay = (key: keyof ReturnType<typeof payLabels>) => payLabels(lang)[key];

/** What the basket lists, line by line, in cents. */
const lineCents = async (page: Page): Promise<number[]> =>
  (await page.getByRole('main').locator('.basket-line .basket-price').allTextContents()).map(centsOf);

const applyCode = async (page: Page, code: string): Promise<void> => {
  const main = page.getByRole('main');
  await main.getByLabel(checkout('voucher.label'), { exact: true }).fill(code);
  await main.getByRole('button', { name: checkout('voucher.apply') }).click();
};

/** Postcards in the basket, then the basket: goods that ship within Switzerland, for the guest's default country. */
const basketWithPostcards = async (page: Page): Promise<number> => {
  await page.goto(`/${lang}/product/${POSTCARDS}`);
  await acceptCookies(page, catalog(), lang);
  await addProduct(page, lang);
  await page.goto(`/${lang}/checkout`);
  const postcards = productOf(catalog(), POSTCARDS);
  return postcards.price + shippingCents(catalog(), 'CH', postcards.weight);
};

test('in Italian a voucher code pays part of the order; basket, payment page and thank-you page add up line by line', async ({ page }, testInfo) => {
  const main = page.getByRole('main');
  const code = issueCode(1000);
  const printed = formatVoucherCode(code);
  const totalCents = await basketWithPostcards(page);
  // Typed as a visitor might, in lower case and without dashes; shown as the voucher prints it.
  await applyCode(page, code.toLowerCase());
  const codeLabel = checkout('voucher.line', { code: printed });
  const summary = main.locator('.basket-summary');
  await expect(summary.getByText(codeLabel, { exact: true })).toBeVisible();
  await expect(summary.getByText(checkout('voucher.left', { amount: money(catalog(), lang, 0) }))).toBeVisible();
  const labels = { subtotal: checkout('basket.subtotal'), shipping: checkout('shipping.label'), total: checkout('basket.total'), codes: [codeLabel], due: checkout('voucher.toPay') };
  const basketRows = await summaryRows(summary);
  // Before the visitor gives a country, shipping is still to come: the total says it leaves it out.
  const beforeShipping = { ...labels, total: checkout('basket.totalWithoutShipping') };
  expectAddsUp(basketRows, await lineCents(page), beforeShipping);
  // VAT goes with the total of the goods, never under what is left to pay.
  expect(basketRows.map((row) => row.label).indexOf(checkout('basket.vat'))).toBe(basketRows.map((row) => row.label).indexOf(beforeShipping.total) + 1);
  await expectAccessible(page, 'basket with a voucher code');

  const guest = guestFor(testInfo, 'voucher-part');
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), guest);
  const dueCents = totalCents - 1000;
  expectAddsUp(await summaryRows(main.locator('.order-summary')), await lineCents(page), labels);
  await main.getByRole('button', { name: checkout('payment.pay', { amount: money(catalog(), lang, dueCents) }), exact: true }).click();
  await payOnPaymentPage(page, catalog(), lang, dueCents);
  const payRows = await payPageRows(page.locator('table'));
  expectAddsUp(payRows, payRows.slice(0, 1).map((row) => row.cents), {
    subtotal: pay('subtotal'),
    shipping: pay('shipping'),
    total: pay('orderTotal'),
    codes: [pay('voucherCode').replace('{code}', printed)],
    due: pay('total'),
  });
  await payPageButtonFor(page, catalog(), lang, dueCents).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  expect(Number(await bookingNumber(page, lang))).toBeGreaterThan(0);
  const recap = main.getByRole('region', { name: checkout('basket.summary') });
  const recapLines = (await recap.locator('.booking-recap-amount').allTextContents()).map(centsOf);
  expectAddsUp(await summaryRows(recap), recapLines, { ...labels, due: checkout('result.paid') });
  await expectAccessible(page, 'success page of an order paid partly with a voucher code');

  // Spent: the same code now says so.
  await page.goto(`/${lang}/product/${POSTCARDS}`);
  await addProduct(page, lang);
  await page.goto(`/${lang}/checkout`);
  await applyCode(page, code);
  await expect(main.getByText(errorText(lang, 'VOUCHER_NO_AMOUNT_LEFT'))).toBeVisible();
});

test('a voucher code that covers everything: no wallet, no way to pay, "place order", booked without a payment page', async ({ page }, testInfo) => {
  const main = page.getByRole('main');
  const code = issueCode(20_000);
  await basketWithPostcards(page);
  await applyCode(page, code);
  await expect(main.locator('.basket-summary').getByText(checkout('voucher.line', { code: formatVoucherCode(code) }), { exact: true })).toBeVisible();
  const guest = guestFor(testInfo, 'voucher-all');
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(checkout('payment.heading'));
  await expect(main.getByRole('group', { name: checkout('payment.method') })).toHaveCount(0);
  await expect(main.getByRole('radio')).toHaveCount(0);
  await expect(main.getByText(checkout('payment.note'))).toHaveCount(0);
  await expect(main.getByText(checkout('payment.nothingDueNote'))).toBeVisible();
  await expect(main.getByRole('button', { name: checkout('payment.pay', { amount: money(catalog(), lang, 0) }) })).toHaveCount(0);
  await expectAccessible(page, 'payment step of an order a voucher code pays in full');
  await termsCheckbox(page, lang).check();
  await main.getByRole('button', { name: checkout('payment.placeOrder'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  expect(Number(await bookingNumber(page, lang))).toBeGreaterThan(0);
  await expectAccessible(page, 'success page after a voucher paid everything');
});

test('used-up and expired codes show their messages, and nothing is added', async ({ page }) => {
  const main = page.getByRole('main');
  await basketWithPostcards(page);
  for (const [code, error] of [
    ['SEEBURG-USED-UP', 'VOUCHER_NO_AMOUNT_LEFT'],
    ['SEEBURG-EXPIRED', 'VOUCHER_NOW_IS_AFTER_VALID_TO'],
    ['SEEBURG-FROM-2030', 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'],
  ] as const) {
    await applyCode(page, code);
    await expect(main.getByText(errorText(lang, error))).toBeVisible();
    await expect(main.locator('.basket-summary').getByText(checkout('voucher.line', { code }))).toHaveCount(0);
  }
  await expectAccessible(page, 'basket with a refused voucher code');
});
