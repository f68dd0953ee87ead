import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test } from '../support/fixtures.ts';
import { demoStaff, expectVisibleFocus, field, officeLanguage, officeTextIn, signIn } from '../support/office.ts';
import { tabTo } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { VOUCHER_CODE_ALPHABET } from '../../packages/domain/src/vouchers/voucher-code-alphabet.ts';

const shop = shops.demo;
const lang = 'de';
const text = (key: string, params: Record<string, string> = {}) => officeTextIn(lang, key, params);

/** A code of CHF 20.00 of its own, written straight into the demo shop's database, so no other journey spends it. */
const issueCode = (): string => {
  const code = Array.from({ length: 16 }, () => VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)]).join('');
  const db = new Database(shop.dbFile);
  try {
    db.prepare('INSERT INTO voucher_codes (shop_id, code, name, amount, sold, held, valid_from, valid_to, created_at) VALUES (?, ?, ?, 2000, 0, 0, ?, ?, ?)').run(
      shop.catalog().shop.id,
      code,
      'Geschenkgutschein',
      '2000-01-01',
      '2999-12-31',
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  return code;
};

test('at the desk a code is looked up and debited with the keyboard alone, focus always visible', async ({ page }) => {
  const code = issueCode();
  await signIn(page, demoStaff('boxOffice'));
  await officeLanguage(page, lang);
  await page.goto('/office/desk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('desk.title'));
  // The screen's heading holds the focus, so the first Tab reaches the code.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, text('desk.code'))).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(code.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name: code })).toBeVisible();

  const amount = field(page, text('desk.debitAmount', { currency: 'CHF' }));
  await tabTo(page, amount);
  await expectVisibleFocus(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('7.50');
  await page.keyboard.press('Tab');
  await expect(field(page, text('desk.note'))).toBeFocused();
  await page.keyboard.type('Kaffee und Katalog');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: text('desk.debited', { amount: '7.50 CHF', balance: '12.50 CHF' }) })).toBeVisible();
});
