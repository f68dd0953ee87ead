import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { text } from '../support/catalog.ts';
import { demoStaff, expectVisibleFocus, field, officeSections, officeText, signIn } from '../support/office.ts';
import { visitorBuysATicket } from '../support/office-purchase.ts';
import { defaultPaymentType, planPurchase } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';

const catalog = shops.demo.catalog;

/** The desk's frequent moves by keyboard: search, into the results, open, back to the same search; the filters by event and payment type; the help overlay. */
test('the box office works the orders desk by keyboard and narrows it by event and payment type; the shortcuts help passes axe', async ({ page, browser }, testInfo) => {
  test.slow();
  const { guest, number } = await visitorBuysATicket(browser, page, testInfo, 'office-orders-keys', 1);

  await signIn(page, demoStaff('boxOffice'));
  await (await officeSections(page)).getByRole('link', { name: officeText('nav.orders'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('orders.title'));
  const main = page.getByRole('main');
  const orderLink = main.getByRole('link', { name: officeText('orders.number', { number }) });

  // Narrowed to the event and the payment type the visitor used, the order is still there; a payment type it did not use hides it.
  const event = planPurchase(catalog(), 1, false).event;
  await field(page, officeText('orders.eventLabel')).selectOption({ label: text(catalog(), event.name, 'en') });
  const payment = defaultPaymentType(catalog());
  await field(page, officeText('orders.paymentType')).selectOption({ label: text(catalog(), payment.name, 'en') });
  await field(page, officeText('orders.search')).fill(guest.email);
  await expect(orderLink).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]event=${event.id}(&|$)`));
  // The search has run (the list follows typing after a pause): the keys below work on its answer.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(officeText('orders.shown', { count: '1' }));

  // "/" reaches the search from anywhere, the arrow goes down into the results, Enter opens one.
  await page.getByRole('heading', { level: 1 }).focus();
  await page.keyboard.press('/');
  await expect(field(page, officeText('orders.search'))).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(orderLink).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('orders.number', { number }));

  // "b" goes back to the very same search and filters.
  await page.keyboard.press('b');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('orders.title'));
  await expect(field(page, officeText('orders.search'))).toHaveValue(guest.email);
  await expect(field(page, officeText('orders.eventLabel'))).toHaveValue(String(event.id));
  await expect(orderLink).toBeVisible();

  // "?" lists the keys in a dialog that holds the focus and closes with Escape.
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: officeText('shortcuts.title') });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: new RegExp(officeText('shortcuts.openOrder')) })).toBeVisible();
  await expectAccessible(page, 'office shortcuts help');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
