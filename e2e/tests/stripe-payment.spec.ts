import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookies,
  addToBasketAndOpen,
  bookingNumber,
  chooseTickets,
  expectPdf,
  fillPaymentStep,
  fillText,
  guestFor,
  journeySlot,
  payButtonName,
  planPurchase,
  registerAsGuest,
  submitGuest,
} from '../support/purchase.ts';
import { shops, stripeStandIn } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const lang = 'en';
const shop = shops.stripe;

test('with the Stripe provider a guest pays on Stripe’s hosted page and returns to a booked order with PDF tickets', async ({ page }, testInfo) => {
  test.slow();
  const catalog = shop.catalog;
  const plan = planPurchase(catalog(), 2, false);
  const guest = guestFor(testInfo, 'stripe');

  await page.goto(`${shop.origin}/${lang}/tickets/${plan.event.id}`);
  await acceptCookies(page, catalog(), lang);
  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, 0));
  await addToBasketAndOpen(page, lang);
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  // Card or TWINT pays on the provider's page: the shop asks for no account details.
  await fillPaymentStep(page, lang, catalog(), guest);
  await expect(page.getByRole('main').getByLabel(uiText(lang, 'checkout', 'payment.iban'), { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: payButtonName(catalog(), lang, plan), exact: true }).click();

  // Stripe's hosted Checkout page, played by the stand-in: the amount the server priced, card and TWINT in CHF.
  await expect(page).toHaveURL(new RegExp(`^${stripeStandIn.origin}/pay/cs_`));
  await expect(page.getByTestId('amount')).toHaveText(`${(plan.totalCents / 100).toFixed(2)} CHF`);
  await expect(page.getByText('card, twint')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${shop.origin}/${lang}/checkout/success\\?`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'result.thanks'));
  expect(Number(await bookingNumber(page, lang))).toBeGreaterThan(0);
  await expectAccessible(page, 'success page after Stripe');
  const pdfUrl = await main.getByRole('link', { name: uiText(lang, 'checkout', 'result.download') }).getAttribute('href');
  await expectPdf(page, new URL(pdfUrl ?? '', page.url()).toString());
});

test('cancelling on Stripe’s page brings the payer back to the canceled page with the basket kept', async ({ page }, testInfo) => {
  test.slow();
  const catalog = shop.catalog;
  const plan = planPurchase(catalog(), 1, false);
  const guest = guestFor(testInfo, 'stripe-cancel');

  await page.goto(`${shop.origin}/${lang}/tickets/${plan.event.id}`);
  await acceptCookies(page, catalog(), lang);
  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, 1));
  await addToBasketAndOpen(page, lang);
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), guest);
  await page.getByRole('button', { name: payButtonName(catalog(), lang, plan), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripeStandIn.origin}/pay/cs_`));
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${shop.origin}/${lang}/checkout/canceled\\?`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'result.canceledHeading'));
  const basket = fillText(uiText(lang, 'shell', 'header.basketLabel_one'), { count: 1 });
  await expect(page.getByRole('banner').getByRole('link', { name: basket, exact: true })).toHaveCount(1);
});
