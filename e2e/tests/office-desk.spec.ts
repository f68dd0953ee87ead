import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { addProduct, errorText } from '../support/merchandise.ts';
import { demoStaff, field, officeLanguage, officeTextIn, signIn } from '../support/office.ts';
import { acceptCookies, fillText, guestFor, money } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { summaryRows } from '../support/statement.ts';
import { uiText } from '../support/ui-text.ts';
import { formatVoucherCode } from '../../packages/domain/src/vouchers/format-voucher-code.ts';

const catalog = shops.demo.catalog;
/** The demo's fixed gift voucher of CHF 50.00, and its postcards (CHF 15.00, shipped). */
const GIFT_VOUCHER_50 = '7001';
const POSTCARDS = 5010;

type Lang = 'de' | 'fr';

/** An office text as a pattern: the named values as given, every other placeholder a number. */
const textPattern = (template: string, params: Record<string, string> = {}): RegExp =>
  new RegExp(
    template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        const value = name === undefined ? part : params[name];
        return value === undefined ? '(\\d+)' : value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join(''),
  );

/** The box office at the desk screen, the office speaking `lang`. */
const openDesk = async (page: Page, lang: Lang): Promise<void> => {
  await signIn(page, demoStaff('boxOffice'));
  await officeLanguage(page, lang);
  await page.goto('/office/desk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeTextIn(lang, 'desk.title'));
};

/** Sells the CHF 50.00 voucher over the counter; answers the order's number, read from the notice. */
const sellVoucher = async (page: Page, lang: Lang, buyer: { name: string; email: string } | null = null): Promise<{ code: string; number: string; pdf: string }> => {
  const text = (key: string, params: Record<string, string> = {}) => officeTextIn(lang, key, params);
  const main = page.getByRole('main');
  await field(page, text('desk.giftVoucher')).selectOption(GIFT_VOUCHER_50);
  if (buyer !== null) {
    await field(page, text('desk.buyerName')).fill(buyer.name);
    await field(page, text('desk.buyerEmail')).fill(buyer.email);
  }
  await main.getByRole('radio', { name: text('desk.cash') }).check();
  await main.getByRole('button', { name: text('desk.sell') }).click();
  const soldText = textPattern(text('desk.sold'), { amount: '50.00 CHF' });
  const sold = main.getByRole('status').filter({ hasText: soldText });
  await expect(sold).toBeVisible();
  const code = ((await sold.getByRole('listitem').first().textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{16}$/);
  const number = soldText.exec((await sold.textContent()) ?? '')?.[1] ?? '';
  expect(number).toMatch(/^\d+$/);
  const pdf = (await sold.getByRole('link', { name: text('desk.openPdf') }).getAttribute('href')) ?? '';
  return { code, number, pdf };
};

for (const lang of ['de', 'fr'] as const) {
  const text = (key: string, params: Record<string, string> = {}) => officeTextIn(lang, key, params);
  const checkout = (key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'checkout', key), values);

  test(`${lang}: a voucher sold at the desk, part of it debited at the till, and the shop spends only what is left`, async ({ page, browser, request }) => {
    test.slow();
    const main = page.getByRole('main');
    await openDesk(page, lang);
    await expectAccessible(page, 'the desk');

    const { code, pdf } = await sellVoucher(page, lang);
    const document = await request.get(pdf);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toMatch(/application\/pdf/);
    expect((await document.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Typed as printed, in groups of four, and in lower case.
    await field(page, text('desk.code')).fill(formatVoucherCode(code).toLowerCase());
    await main.getByRole('button', { name: text('desk.lookUp') }).click();
    await expect(main.getByRole('heading', { level: 3, name: code })).toBeVisible();
    await expect(main.getByText('50.00 CHF', { exact: true }).first()).toBeVisible();

    await field(page, text('desk.debitAmount', { currency: 'CHF' })).fill('45');
    await field(page, text('desk.note')).fill(lang === 'de' ? 'Führung 14 Uhr' : 'Visite de 14 h');
    await main.getByRole('button', { name: text('desk.debit') }).click();
    await expect(main.getByRole('status').filter({ hasText: text('desk.debited', { amount: '45.00 CHF', balance: '5.00 CHF' }) })).toBeVisible();
    await expect(main.getByRole('table')).toContainText(lang === 'de' ? 'Führung 14 Uhr' : 'Visite de 14 h');
    await expectAccessible(page, 'the desk after a debit');

    // More than is left is refused at the desk too.
    await field(page, text('desk.debitAmount', { currency: 'CHF' })).fill('6');
    await field(page, text('desk.note')).fill('x');
    await main.getByRole('button', { name: text('desk.debit') }).click();
    const refusal = errorText(lang, 'OFFICE_VOUCHER_BALANCE_TOO_LOW').split('{available}')[0]?.trim() ?? '';
    await expect(main.getByRole('alert')).toContainText(refusal);

    // The visitor's basket of postcards: the code pays the CHF 5.00 it has left, not a cent more.
    const visitor = await browser.newContext({ viewport: page.viewportSize() });
    const shop = await visitor.newPage();
    try {
      await shop.goto(`/${lang}/product/${POSTCARDS}`);
      await acceptCookies(shop, catalog(), lang);
      await addProduct(shop, lang);
      await shop.goto(`/${lang}/checkout`);
      const basket = shop.getByRole('main');
      await basket.getByLabel(checkout('voucher.label'), { exact: true }).fill(code.toLowerCase());
      await basket.getByRole('button', { name: checkout('voucher.apply') }).click();
      const summary = basket.locator('.basket-summary');
      const codeLabel = checkout('voucher.line', { code: formatVoucherCode(code) });
      await expect(summary.getByText(codeLabel, { exact: true })).toBeVisible();
      const rows = await summaryRows(summary);
      expect(Math.abs(rows.find((row) => row.label === codeLabel)?.cents ?? 0)).toBe(500);
      await expect(summary.getByText(checkout('voucher.left', { amount: money(catalog(), lang, 0) }))).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test(`${lang}: a customer's data exported and erased on request from the customer's page`, async ({ page }, testInfo) => {
    test.slow();
    const main = page.getByRole('main');
    const guest = guestFor(testInfo, `desk-customer-${lang}-${Date.now()}`);
    const buyer = { name: `Erika ${lang} Muster`, email: guest.email };
    await openDesk(page, lang);
    const { number } = await sellVoucher(page, lang, buyer);
    await main.getByRole('link', { name: text('desk.openOrder', { number }) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('orders.number', { number }));
    await main.getByRole('link', { name: text('orders.customerPage') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textPattern(text('customers.title')));
    await expect(main.getByRole('link', { name: buyer.email })).toBeVisible();
    await expect(main.getByRole('link', { name: text('orders.number', { number }) })).toBeVisible();
    await expectAccessible(page, 'a customer’s page');

    const downloading = page.waitForEvent('download');
    await main.getByRole('link', { name: text('customers.export') }).click();
    const download = await downloading;
    const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as { customer: { email: string; fname: string }; orders: { id: number; lines: { kind: string }[] }[]; mails: { to: string }[] };
    expect(exported.customer).toMatchObject({ email: buyer.email, fname: buyer.name });
    expect(exported.orders.map((order) => [order.id, order.lines.map((line) => line.kind)])).toEqual([[Number(number), ['voucher']]]);
    expect(exported.mails.map((mail) => mail.to)).toContain(buyer.email);

    await main.getByRole('button', { name: text('customers.erase') }).click();
    const erase = main.getByRole('button', { name: text('customers.eraseNow') });
    await expect(erase).toBeDisabled();
    await expectAccessible(page, 'the erasure’s confirmation');
    await main.getByRole('checkbox', { name: text('customers.eraseUnderstood') }).check();
    await erase.click();
    await expect(main.getByRole('status').filter({ hasText: text('customers.erased') })).toBeVisible();
    await expect(main.getByText(text('customers.noEmail'))).toBeVisible();
    await expect(main.getByText(buyer.email)).toHaveCount(0);
    await expect(main.getByText(buyer.name)).toHaveCount(0);

    // The order stays, but nothing finds it by the person any more.
    await page.goto(`/office/orders?q=${encodeURIComponent(buyer.email)}`);
    await expect(main.getByRole('status')).toHaveText(text('orders.none'));
    await page.goto(`/office/orders/${number}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('orders.number', { number }));
  });
}
