import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookies,
  addToBasketAndOpen,
  bookingNumber,
  chooseTickets,
  expectBasket,
  fillPaymentStep,
  guestFor,
  journeySlot,
  onPaymentPage,
  otherPaymentType,
  payButtonName,
  payPageButton,
  planPurchase,
  registerAsGuest,
  submitGuest,
  termsCheckbox,
  type Guest,
  type Plan,
} from '../support/purchase.ts';
import { text } from '../support/catalog.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const lang = 'de';
const catalog = shops.demo.catalog;

/** Basket with one adult, registered as a guest, on the built-in payment page; `method` is another way to pay than the preselected one. */
const toPaymentPage = async (page: Page, testInfo: TestInfo, journey: number, guest: Guest, method?: string): Promise<Plan> => {
  // Five screens to the payment page and more after it: longer than one screen's journey.
  test.slow();
  const plan = planPurchase(catalog(), 1, false);
  await page.goto(`/${lang}/tickets/${plan.event.id}`);
  await acceptCookies(page, catalog(), lang);
  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, journey));
  await addToBasketAndOpen(page, lang);
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), guest);
  if (method !== undefined) await page.getByRole('main').getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: payButtonName(catalog(), lang, plan), exact: true }).click();
  await onPaymentPage(page, catalog(), lang, plan);
  return plan;
};

test('a declined payment shows the failed page with the payment-failed message and the choices kept; paying again works', async ({ page }, testInfo) => {
  const guest = guestFor(testInfo, 'declined');
  const method = text(catalog(), otherPaymentType(catalog()).name, lang);
  const plan = await toPaymentPage(page, testInfo, 1, guest, method);
  await payPageButton(page, lang, 'decline', catalog(), plan).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/failed\\?`));
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: uiText(lang, 'checkout', 'payment.failed') })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'payment.heading'));
  await expectAccessible(page, 'payment failed');

  // The way to pay and the accepted terms stay as the visitor left them: paying again is one press.
  await expect(main.getByRole('radio', { name: method })).toBeChecked();
  await expect(termsCheckbox(page, lang)).toBeChecked();
  await page.getByRole('button', { name: payButtonName(catalog(), lang, plan), exact: true }).click();
  await onPaymentPage(page, catalog(), lang, plan);
  await payPageButton(page, lang, 'pay', catalog(), plan).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'result.thanks'));
  expect(Number(await bookingNumber(page, lang))).toBeGreaterThan(0);
});

test('cancelling on the payment page shows the canceled page; back to the basket keeps its lines', async ({ page }, testInfo) => {
  const guest = guestFor(testInfo, 'canceled');
  const plan = await toPaymentPage(page, testInfo, 2, guest);
  await payPageButton(page, lang, 'cancel', catalog(), plan).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/canceled\\?`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'result.canceledHeading'));
  await expect(main.getByText(uiText(lang, 'checkout', 'result.canceled'))).toBeVisible();
  await expectAccessible(page, 'payment canceled');

  await main.getByRole('link', { name: uiText(lang, 'checkout', 'result.toBasket') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
  await expectBasket(page, lang, catalog(), plan);
});
