import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, field, officeLanguage, officeSections, officeTextIn, signIn } from '../support/office.ts';
import { visitorBuysATicket } from '../support/office-purchase.ts';

/**
 * A visitor buys a ticket; the box office finds the order by the visitor's e-mail, its number and its
 * ticket's barcode, and reads its lines. The office speaks German on the desktop and French on the
 * phone (one language per project keeps the run as long as one journey).
 */
test('the box office finds a visitor’s order by e-mail, number and barcode and reads its lines, in German or French; both screens pass axe', async ({ page, browser }, testInfo) => {
  test.slow();
  const lang = testInfo.project.name === 'phone' ? 'fr' : 'de';
  const text = (key: string, params: Record<string, string> = {}) => officeTextIn(lang, key, params);
  const { guest, number } = await visitorBuysATicket(browser, page, testInfo, 'office-orders', 2, { lang });

  await signIn(page, demoStaff('boxOffice'));
  await officeLanguage(page, lang);
  await page.reload();
  await (await officeSections(page, lang)).getByRole('link', { name: text('nav.orders'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('orders.title'));
  const main = page.getByRole('main');
  const search = field(page, text('orders.search'));

  // Typed as the desk would: the list follows once typing pauses, and says how many it shows.
  await search.pressSequentially(guest.email.toUpperCase(), { delay: 20 });
  await expect(main.getByRole('status')).toHaveText(text('orders.shown', { count: '1' }));
  const row = main.getByRole('listitem').filter({ hasText: guest.email });
  await expect(row.getByRole('link', { name: text('orders.number', { number }) })).toBeVisible();
  await expectAccessible(page, `office orders (${lang})`);

  // The list of the e-mail's search also holds one order: the number's own answer must be in before the click.
  const numberSearched = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/office/api/orders' && new URL(answer.url()).searchParams.get('q') === `#${number}`);
  await search.fill(`#${number}`);
  await numberSearched;
  await expect(main.getByRole('listitem')).toHaveCount(1);
  await main.getByRole('link', { name: text('orders.number', { number }) }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('orders.number', { number }));
  await expect(main.getByRole('heading', { level: 2, name: text('orders.lines') })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(main.getByRole('link', { name: guest.email })).toBeVisible();
  await expect(main.getByText(text('orders.event.booked'), { exact: false })).toBeVisible();
  await expectAccessible(page, `office order (${lang})`);

  // The ticket's barcode, as a scanner at the desk would type it, finds the same order.
  const barcode = (await main.getByRole('term').filter({ hasText: text('orders.barcodes') }).locator('xpath=following-sibling::*[1]').textContent()) ?? '';
  expect(barcode).toMatch(/^\d{16}$/);
  await main.getByRole('link', { name: text('orders.back') }).click();
  await field(page, text('orders.search')).fill(barcode);
  await expect(main.getByRole('status')).toHaveText(text('orders.shown', { count: '1' }));
  await expect(main.getByRole('link', { name: text('orders.number', { number }) })).toBeVisible();
});
