import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import {
  acceptCookies,
  addToBasketAndOpen,
  bookingNumber,
  chooseTickets,
  fillPaymentStep,
  fillText,
  guestFor,
  journeySlot,
  money,
  payPageButton,
  planPurchase,
  registerAsGuest,
  submitGuest,
} from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { payOnPaymentPage } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const lang = 'en';

/** A visitor buys a ticket; the box office finds the order by the visitor's e-mail, its number and its ticket's barcode, and reads its lines. */
test('the box office finds a visitor’s order by e-mail, number and barcode and reads its lines; both screens pass axe', async ({ page, browser }, testInfo) => {
  test.slow();
  const guest = guestFor(testInfo, `office-orders-${Date.now()}`);
  const plan = planPurchase(catalog(), 1, false);
  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  let number = '';
  try {
    await shop.goto(`/${lang}/tickets/${plan.event.id}`);
    await acceptCookies(shop, catalog(), lang);
    await chooseTickets(shop, lang, catalog(), plan, journeySlot(testInfo, 2));
    await addToBasketAndOpen(shop, lang);
    await registerAsGuest(shop, lang, guest);
    await submitGuest(shop, lang);
    await fillPaymentStep(shop, lang, catalog(), guest);
    await shop.getByRole('main').getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, plan.totalCents) }), exact: true }).click();
    await payOnPaymentPage(shop, catalog(), lang, plan.totalCents);
    await payPageButton(shop, lang, 'pay', catalog(), plan).click();
    await expect(shop).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
    number = await bookingNumber(shop, lang);
  } finally {
    await visitor.close();
  }

  await signIn(page, demoStaff('boxOffice'));
  await (await officeSections(page)).getByRole('link', { name: officeText('nav.orders'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('orders.title'));
  const main = page.getByRole('main');
  const search = field(page, officeText('orders.search'));

  // Typed as the desk would: the list follows once typing pauses, and says how many it shows.
  await search.pressSequentially(guest.email.toUpperCase(), { delay: 20 });
  await expect(main.getByRole('status')).toHaveText(officeText('orders.shown', { count: '1' }));
  const row = main.getByRole('listitem').filter({ hasText: guest.email });
  await expect(row.getByRole('link', { name: officeText('orders.number', { number }) })).toBeVisible();
  await expectAccessible(page, 'office orders');

  await search.fill(`#${number}`);
  await expect(main.getByRole('listitem')).toHaveCount(1);
  await main.getByRole('link', { name: officeText('orders.number', { number }) }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('orders.number', { number }));
  await expect(main.getByRole('heading', { level: 2, name: officeText('orders.lines') })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(main.getByRole('link', { name: guest.email })).toBeVisible();
  await expect(main.getByText(officeText('orders.event.booked'), { exact: false })).toBeVisible();
  await expectAccessible(page, 'office order');

  // The ticket's barcode, as a scanner at the desk would type it, finds the same order.
  const barcode = (await main.getByRole('term').filter({ hasText: officeText('orders.barcodes') }).locator('xpath=following-sibling::*[1]').textContent()) ?? '';
  expect(barcode).toMatch(/^\d{16}$/);
  await main.getByRole('link', { name: officeText('orders.back') }).click();
  await field(page, officeText('orders.search')).fill(barcode);
  await expect(main.getByRole('status')).toHaveText(officeText('orders.shown', { count: '1' }));
  await expect(main.getByRole('link', { name: officeText('orders.number', { number }) })).toBeVisible();
});
