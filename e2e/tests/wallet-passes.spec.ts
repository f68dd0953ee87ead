import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookies,
  addToBasketAndOpen,
  bookingNumber,
  chooseTickets,
  fillPaymentStep,
  guestFor,
  journeySlot,
  payButtonName,
  payPageButton,
  planPurchase,
  registerAsGuest,
  submitGuest,
} from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { payOnPaymentPage } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const lang = 'en';
const shop = shops.wallet;

test('in a museum that offers the wallets a visitor buys tickets, adds them to Apple Wallet from the thank-you page and finds the Google Wallet link', async ({ page }, testInfo) => {
  test.slow();
  const catalog = shop.catalog;
  const plan = planPurchase(catalog(), 2, false);
  const guest = guestFor(testInfo, 'wallet');

  await page.goto(`${shop.origin}/${lang}/tickets/${plan.event.id}`);
  await acceptCookies(page, catalog(), lang);
  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, 0));
  await addToBasketAndOpen(page, lang);
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, catalog(), guest);
  await page.getByRole('main').getByRole('button', { name: payButtonName(catalog(), lang, plan), exact: true }).click();
  await payOnPaymentPage(page, catalog(), lang, plan.totalCents);
  await payPageButton(page, lang, 'pay', catalog(), plan).click();

  await expect(page).toHaveURL(new RegExp(`^${shop.origin}/${lang}/checkout/success\\?`));
  const number = await bookingNumber(page, lang);
  const wallets = page.getByRole('main').getByRole('group', { name: uiText(lang, 'checkout', 'result.wallets') });
  const apple = wallets.getByRole('link', { name: uiText(lang, 'checkout', 'result.appleWallet') });
  const google = wallets.getByRole('link', { name: uiText(lang, 'checkout', 'result.googleWallet') });
  await expect(apple).toBeVisible();
  await expectAccessible(page, 'success page with the wallet buttons');

  // Two tickets: one pass each, bundled as a .pkpasses file (a zip of .pkpass files).
  const download = page.waitForEvent('download');
  await apple.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`tickets-${number}.pkpasses`);
  const bundle = await readFile((await file.path()) ?? '');
  expect(bundle.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bundle.toString('latin1')).toContain('packed-pass-2.pkpass');

  const googleHref = (await google.getAttribute('href')) ?? '';
  expect(googleHref).toMatch(new RegExp(`^/api/${lang}/order/${number}/wallet/google\\?key=`));
  const save = await page.request.get(`${shop.origin}${googleHref}`, { maxRedirects: 0 });
  expect(save.status()).toBe(303);
  expect(save.headers().location).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('the demo museum, which configured no wallet, shows no wallet button after a purchase', async ({ page }, testInfo) => {
  test.slow();
  const demo = shops.demo;
  const plan = planPurchase(demo.catalog(), 1, false);
  const guest = guestFor(testInfo, 'no-wallet');
  await page.goto(`${demo.origin}/${lang}/tickets/${plan.event.id}`);
  await acceptCookies(page, demo.catalog(), lang);
  await chooseTickets(page, lang, demo.catalog(), plan, journeySlot(testInfo, 1));
  await addToBasketAndOpen(page, lang);
  await registerAsGuest(page, lang, guest);
  await submitGuest(page, lang);
  await fillPaymentStep(page, lang, demo.catalog(), guest);
  await page.getByRole('main').getByRole('button', { name: payButtonName(demo.catalog(), lang, plan), exact: true }).click();
  await payOnPaymentPage(page, demo.catalog(), lang, plan.totalCents);
  await payPageButton(page, lang, 'pay', demo.catalog(), plan).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  await expect(page.getByRole('main').getByRole('link', { name: uiText(lang, 'checkout', 'result.download') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: uiText(lang, 'checkout', 'result.appleWallet') })).toHaveCount(0);
});
