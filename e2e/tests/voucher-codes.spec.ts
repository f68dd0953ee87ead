import Database from 'better-sqlite3';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { addProduct, errorText, productOf, shippingCents } from '../support/merchandise.ts';
import { acceptCookies, bookingNumber, fillPaymentStep, fillText, guestFor, money, registerAsGuest, submitGuest } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { payOnPaymentPage, payPageButtonFor } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

/** Issue 9 asks for the voucher journeys in Italian. */
const lang = 'it';
const shop = shops.demo;
const catalog = shop.catalog;
const POSTCARDS = 5010;
const checkout = (key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'checkout', key), values);

/**
 * A code as the museum issues one at its desk, written straight into the shop's database: each run and
 * project gets codes of its own, so parallel journeys never spend each other's balance.
 */
const issueCode = (testInfo: TestInfo, name: string, amountCents: number): string => {
  const code = `E2E-${name}-${testInfo.project.name}-${process.env.FOYER_E2E_RUN}`.toUpperCase();
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

test('in Italian a voucher code pays part of the order and the payment page asks only for the rest', async ({ page }, testInfo) => {
  const main = page.getByRole('main');
  const code = issueCode(testInfo, 'part', 1000);
  const totalCents = await basketWithPostcards(page);
  await applyCode(page, code.toLowerCase());
  await expect(main.getByRole('heading', { level: 2, name: checkout('voucher.line', { code }) })).toBeVisible();
  await expect(main.getByText(checkout('voucher.left', { amount: money(catalog(), lang, 0) }))).toBeVisible();
  await expectAccessible(page, 'basket with a voucher code');

  const guest = guestFor(testInfo, 'voucher-part');
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), guest);
  const dueCents = totalCents - 1000;
  await main.getByRole('button', { name: checkout('payment.pay', { amount: money(catalog(), lang, dueCents) }), exact: true }).click();
  await payOnPaymentPage(page, catalog(), lang, dueCents);
  await payPageButtonFor(page, catalog(), lang, dueCents).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  expect(Number(await bookingNumber(page, lang))).toBeGreaterThan(0);

  // Spent: the same code now says so.
  await page.goto(`/${lang}/product/${POSTCARDS}`);
  await addProduct(page, lang);
  await page.goto(`/${lang}/checkout`);
  await applyCode(page, code);
  await expect(main.getByText(errorText(lang, 'VOUCHER_NO_AMOUNT_LEFT'))).toBeVisible();
});

test('a voucher code that covers everything books the order without a payment page', async ({ page }, testInfo) => {
  const main = page.getByRole('main');
  const code = issueCode(testInfo, 'all', 20_000);
  await basketWithPostcards(page);
  await applyCode(page, code);
  await expect(main.getByRole('heading', { level: 2, name: checkout('voucher.line', { code }) })).toBeVisible();
  const guest = guestFor(testInfo, 'voucher-all');
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), guest);
  await main.getByRole('button', { name: checkout('payment.pay', { amount: money(catalog(), lang, 0) }), exact: true }).click();
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
    await expect(main.getByRole('heading', { level: 2, name: checkout('voucher.line', { code }) })).toHaveCount(0);
  }
  await expectAccessible(page, 'basket with a refused voucher code');
});
