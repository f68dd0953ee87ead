import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import { visitorBuysATicket } from '../support/office-purchase.ts';

/** A visitor buys a ticket; the box office finds the order by the visitor's e-mail, its number and its ticket's barcode, and reads its lines. */
test('the box office finds a visitor’s order by e-mail, number and barcode and reads its lines; both screens pass axe', async ({ page, browser }, testInfo) => {
  test.slow();
  const { guest, number } = await visitorBuysATicket(browser, page, testInfo, 'office-orders', 2);

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

  // The list of the e-mail's search also holds one order: the number's own answer must be in before the click.
  const numberSearched = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/office/api/orders' && new URL(answer.url()).searchParams.get('q') === `#${number}`);
  await search.fill(`#${number}`);
  await numberSearched;
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
