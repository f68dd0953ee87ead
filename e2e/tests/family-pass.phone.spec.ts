import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { productName } from '../support/merchandise.ts';
import { downloadedDocuments, passText } from '../support/passes-and-vouchers.ts';
import { acceptCookies, bookingNumber, fillPaymentStep, fillText, guestFor, money, openMailTo, registerAsGuest, submitGuest } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { payOnPaymentPage, payPageButtonFor } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const lang = 'fr';
const catalog = shops.demo.catalog;
const FAMILY_PASS = 6002;

test('on a phone, a family pass for two holders is bought and mailed as two cards, one posted to its holder', async ({ page }, testInfo) => {
  test.slow();
  const main = page.getByRole('main');
  const name = productName(catalog(), FAMILY_PASS, lang);
  await page.goto(`/${lang}/passes`);
  await acceptCookies(page, catalog(), lang);
  await expectAccessible(page, 'annual-pass list');
  await main.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/passes/${FAMILY_PASS}$`));

  // The quantity sets the number of holder entries (SPEC §5).
  await expect(main.getByRole('group', { name: passText(lang, 'owners.legend', { number: 1 }) })).toBeVisible();
  await main.getByRole('button', { name: passText(lang, 'detail.increment') }).click();
  const first = main.getByRole('group', { name: passText(lang, 'owners.legend', { number: 1 }) });
  const second = main.getByRole('group', { name: passText(lang, 'owners.legend', { number: 2 }) });
  await expect(second).toBeVisible();

  // Nothing is added while a holder has no name.
  await main.getByRole('button', { name: passText(lang, 'detail.addToBasket') }).click();
  await expect(main.getByText(passText(lang, 'errors.nameEntry', { number: 2 }))).toBeVisible();
  await expectAccessible(page, 'annual-pass page with missing holders');

  await first.getByLabel(passText(lang, 'owners.name')).fill('Claire Dubois');
  await second.getByLabel(passText(lang, 'owners.name')).fill('Marc Dubois');
  await second.getByLabel(passText(lang, 'owners.sendToOwner')).check();
  await second.getByLabel(passText(lang, 'owners.street')).fill('Rue du Lac 12');
  await second.getByLabel(passText(lang, 'owners.zip')).fill('1003');
  await second.getByLabel(passText(lang, 'owners.city')).fill('Lausanne');
  await second.getByLabel(passText(lang, 'owners.country')).selectOption('CH');
  await main.getByRole('button', { name: passText(lang, 'detail.addToBasket') }).click();
  // The form starts afresh for other holders; the visitor stays with the confirmation, not in the footer.
  const confirmation = main.getByRole('status').filter({ hasText: passText(lang, 'detail.added') });
  await expect(confirmation).toBeInViewport({ ratio: 1 });
  await expect(confirmation.locator('p')).toBeFocused();
  await expect(second).toHaveCount(0);
  await main.getByRole('link', { name: passText(lang, 'detail.toBasket') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
  await expect(main.getByText('Claire Dubois')).toBeVisible();
  await expect(main.getByText('Marc Dubois')).toBeVisible();
  await expectAccessible(page, 'basket with a family pass');

  const guest = guestFor(testInfo, 'family-pass');
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), guest);
  const total = 2 * 7000;
  await main.getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, total) }), exact: true }).click();
  await payOnPaymentPage(page, catalog(), lang, total);
  await payPageButtonFor(page, catalog(), lang, total).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  const number = await bookingNumber(page, lang);

  const pdf = await downloadedDocuments(page, lang);
  expect(pdf).toContain('Carte 1 sur 2');
  expect(pdf).toContain('Carte 2 sur 2');
  expect(pdf).toContain('Claire Dubois');
  expect(pdf).toContain('Marc Dubois');
  expect(pdf).toContain('Rue du Lac 12, 1003 Lausanne, Suisse');

  const mail = await openMailTo(page, guest.email, expectAccessible);
  await expect(mail).toContainText(number);
  await expect(mail).toContainText('Marc Dubois');
  await expect(page.getByRole('listitem').getByRole('link', { name: `documents-${number}.pdf` })).toHaveCount(1);
});
