import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import { busiestTimeslotEvent, visitorBuysATicket } from '../support/office-purchase.ts';

/**
 * A German visitor's time has to move: the box office opens the order, moves everyone booked at that
 * time to a later time of the same day after reviewing the move, and the visitor is mailed the new
 * time in German with the tickets.
 */
test('the box office moves the visitors of a time to another time after a review, and each buyer is mailed in their language', async ({ page, browser }, testInfo) => {
  test.slow();
  // A retry books another time than the try it follows, whose order would be counted at that time too.
  const { guest, number } = await visitorBuysATicket(browser, page, testInfo, 'office-moves', 9 + testInfo.retry, { lang: 'de', event: busiestTimeslotEvent() });

  await signIn(page, demoStaff('boxOffice'));
  await (await officeSections(page)).getByRole('link', { name: officeText('nav.orders'), exact: true }).click();
  const main = page.getByRole('main');
  await field(page, officeText('orders.search')).fill(`#${number}`);
  await main.getByRole('link', { name: officeText('orders.number', { number }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('orders.number', { number }));
  await main.getByRole('link', { name: officeText('moves.moveEveryone') }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('moves.titleSlot'));
  await expect(main.getByRole('definition').filter({ hasText: officeText('moves.buyersCount', { places: '1', orders: '1' }) })).toBeVisible();
  const times = main.getByRole('group', { name: officeText('moves.to') }).getByRole('radio', { disabled: false });
  await expect(times.first()).toBeVisible();
  await expectAccessible(page, 'office move visitors');

  // The latest time of the day: other journeys buy the earlier ones. Kept on sale: other journeys may book it.
  const target = times.last();
  const targetTime = /\d{1,2}:\d{2}/.exec((await target.locator('xpath=..').textContent()) ?? '')?.[0] ?? 'no time in the label';
  await target.check();
  await field(page, officeText('moves.close')).uncheck();
  await main.getByRole('button', { name: officeText('moves.review') }).click();
  await expect(main.getByRole('heading', { level: 2, name: officeText('moves.reviewTitle') })).toBeVisible();
  await expect(main.getByText(officeText('moves.reviewMail'))).toBeVisible();
  await expectAccessible(page, 'office move review');
  await main.getByRole('button', { name: officeText('moves.confirm') }).click();
  await expect(main.getByRole('status').filter({ hasText: officeText('moves.doneClosed') })).toHaveCount(0);
  await expect(main.getByRole('status')).toContainText(targetTime);

  // The order now shows the move in its history, by this member.
  await main.getByRole('link', { name: officeText('moves.ordersOfNewTime') }).click();
  await main.getByRole('link', { name: officeText('orders.number', { number }) }).click();
  await expect(main.getByText(officeText('orders.event.staff', { action: officeText('orders.action.move'), name: demoStaff('boxOffice').name }))).toBeVisible();

  // The visitor's mail, in German, names the new time and carries the tickets.
  await page.goto('/outbox');
  const mail = page.getByRole('row').filter({ hasText: guest.email }).getByRole('link', { name: /^Eine neue Zeit für Ihren Besuch/ });
  await expect(async () => {
    await page.reload();
    await expect(mail).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.goto((await mail.getAttribute('href')) ?? '');
  await expect(page.locator('pre')).toContainText(`Das Museum hat Ihre Buchung ${number} auf eine andere Zeit verschoben`);
  await expect(page.locator('pre')).toContainText(`um ${targetTime}`);
});
