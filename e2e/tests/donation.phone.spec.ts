import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfText } from '../../apps/server/src/test-support/pdf-text.ts';
import { text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { downloadedDocuments, voucherText } from '../support/passes-and-vouchers.ts';
import { acceptCookies, bookingNumber, fillPaymentStep, fillText, guestFor, money, openMailTo, registerAsGuest, submitGuest } from '../support/purchase.ts';
import { repoRoot, shops } from '../support/shops.ts';
import { payOnPaymentPage, payPageButtonFor } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const lang = 'da';
const catalog = shops.demo.catalog;
const GIFT_VOUCHER = 7001;
/** The PDF's own labels in Danish, as the server prints them. */
const labels = JSON.parse(readFileSync(join(repoRoot, 'apps/server/src/kernel/labels/da.json'), 'utf8')) as Record<string, string>;
/** PDF text read as one run of words: long texts wrap within their column. */
const words = (value: string) => value.replace(/\s+/g, ' ');
const donationText = (key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'donations', key), values);

interface CatalogDonation {
  name: Record<string, string>;
  thanks: Record<string, string>;
  min_amount: number;
  max_amount: number;
}
const offer = (): CatalogDonation => {
  const found = catalog().donation as CatalogDonation | undefined;
  if (found === undefined) throw new Error('the demo asks for no donation');
  return found;
};

test('in Danish on a phone, a donation of choice joins the basket, is paid, and is thanked in the mail and on the VAT-free invoice line', async ({ page }, testInfo) => {
  test.slow();
  const main = page.getByRole('main');
  const donation = offer();
  const voucherCents = 5000;
  const donationCents = 1250;
  const given = words(money(catalog(), lang, donationCents));

  // Something to pay for first: the basket shows the panel under what it holds.
  await page.goto(`/${lang}/vouchers/${GIFT_VOUCHER}`);
  await acceptCookies(page, catalog(), lang);
  await main.getByRole('button', { name: voucherText(lang, 'purchase.addToBasket') }).click();
  await page.goto(`/${lang}/checkout`);
  const panel = main.getByRole('region', { name: donationText('heading') });
  await expect(panel).toBeVisible();
  await expectAccessible(page, 'basket with the donation panel');

  // An amount of choice above the bounds is refused at the field; nothing joins the basket.
  await panel.getByRole('radio', { name: donationText('otherAmount') }).check();
  const amount = panel.getByRole('textbox', { name: donationText('otherLabel', { currency: 'CHF' }) });
  await amount.fill('5000');
  await panel.getByRole('button', { name: donationText('add') }).click();
  await expect(panel.getByText(donationText('tooHigh', { amount: money(catalog(), lang, donation.max_amount) }))).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(main.getByRole('heading', { level: 2, name: text(catalog(), donation.name, lang) })).toHaveCount(0);
  await expectAccessible(page, 'donation panel with a refused amount');

  await amount.fill('12,5');
  await panel.getByRole('button', { name: donationText('add') }).click();
  await expect(panel.getByRole('status')).toHaveText(donationText('added', { amount: money(catalog(), lang, donationCents) }));
  await expect(main.getByRole('heading', { level: 2, name: text(catalog(), donation.name, lang) })).toBeVisible();
  await expect(panel.getByRole('button', { name: donationText('change') })).toBeVisible();
  await expectAccessible(page, 'basket with a donation');

  const guest = guestFor(testInfo, 'donation');
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), guest);
  const total = voucherCents + donationCents;
  await main.getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, total) }), exact: true }).click();
  await payOnPaymentPage(page, catalog(), lang, total);
  await payPageButtonFor(page, catalog(), lang, total).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  const number = await bookingNumber(page, lang);

  // The demo museum gives receipts: the order's PDF holds one, made out to the donor.
  const documents = words(await downloadedDocuments(page, lang));
  expect(documents).toContain(`${labels.donation_receipt} ${labels.receipt_from} ${guest.fname} ${guest.lname}`);
  expect(documents).toContain(`${labels.receipt_amount}: ${given}`);

  const thanks = text(catalog(), donation.thanks, lang);
  const mail = await openMailTo(page, guest.email, expectAccessible);
  await expect(mail).toContainText(number);
  await expect(mail).toContainText(text(catalog(), donation.name, lang));
  await expect(mail).toContainText(thanks);
  await expect(mail).toContainText(money(catalog(), lang, donationCents));

  // The guest form asks for the invoice by default: it comes along, the donation on it without VAT.
  const invoiceLink = page.getByRole('listitem').getByRole('link', { name: `faktura-${number}.pdf` });
  const response = await page.request.get(new URL((await invoiceLink.getAttribute('href')) ?? '', page.url()).toString());
  expect(response.status()).toBe(200);
  const invoice = words(pdfText(await response.body()));
  // The row: one donation, its amount at 0 % VAT, then what it is and the museum's thanks under it.
  expect(invoice).toContain(`1 ${given} 0 % ${given} ${text(catalog(), donation.name, lang)} ${words(thanks)}`);
});
