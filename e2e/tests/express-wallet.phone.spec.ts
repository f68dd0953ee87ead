import { text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookies,
  addToBasketAndOpen,
  bookingNumber,
  chooseTickets,
  expectBasket,
  fillText,
  journeySlot,
  money,
  onPaymentPage,
  openMailTo,
  payLabels,
  planPurchase,
  startsWith,
  textBeforeTags,
} from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const lang = 'fr';
const catalog = shops.demo.catalog;

test('on a phone, a visitor without an account pays with Apple Pay from the basket; the wallet’s name and e-mail get the confirmation', async ({ page }, testInfo) => {
  test.slow();
  const plan = planPurchase(catalog(), 1, false);
  const email = `express-${testInfo.project.name}@example.org`;
  const main = page.getByRole('main');

  await page.goto(`/${lang}/tickets/${plan.event.id}`);
  await acceptCookies(page, catalog(), lang);
  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, 1));
  await addToBasketAndOpen(page, lang);
  await expectBasket(page, lang, catalog(), plan);

  // SPEC §6: the wallets come first, before any sign-in or guest form.
  const express = main.getByRole('region', { name: uiText(lang, 'checkout', 'payment.express') });
  await expect(express).toContainText(uiText(lang, 'checkout', 'express.intro'));
  const applePay = express.getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.payWith'), { name: 'Apple Pay' }) });
  await expect(applePay).toBeVisible();
  await expect(main.getByRole('button', { name: uiText(lang, 'checkout', 'basket.asGuest') })).toBeVisible();
  await expectAccessible(page, 'basket with express wallets');

  // The terms come first, as for every way to pay.
  await applePay.click();
  await expect(express.getByText(uiText(lang, 'checkout', 'payment.termsRequired'))).toBeVisible();
  await express.getByRole('checkbox', { name: startsWith(textBeforeTags(uiText(lang, 'checkout', 'payment.terms'))) }).check();
  await applePay.click();

  // The built-in provider stands in for the wallet: it asks what Apple Pay would hand over.
  await onPaymentPage(page, catalog(), lang, plan);
  const labels = payLabels(lang);
  await expect(page.getByRole('group', { name: labels.payer })).toBeVisible();
  await expectAccessible(page, 'payment page asking the wallet’s details');
  await page.getByLabel(labels.name).fill('Claire Dubois');
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole('button', { name: 'Apple Pay', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'result.thanks'));
  const number = await bookingNumber(page, lang);
  await expect(main.getByText(fillText(uiText(lang, 'checkout', 'result.mailTo'), { email }))).toBeVisible();
  await expect(main).toContainText(money(catalog(), lang, plan.totalCents));
  await expectAccessible(page, 'success page after an express payment');

  const mail = await openMailTo(page, email, expectAccessible);
  await expect(mail).toContainText(number);
  await expect(mail).toContainText('Claire Dubois');
  await expect(mail).toContainText(text(catalog(), plan.event.name, lang));
});
