import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import { acceptCookies, calendarDayName, calendarGrid, fillPaymentStep, fillText, guestFor, money, payLabels, registerAsGuest, submitGuest } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const lang = 'fr';

/**
 * A time with a buyer closes only on the editor's explicit choice; the buyer is mailed in French and
 * the box office finds the order under Changed times and marks it settled.
 */
test('closing a time a visitor bought: the editor confirms, the buyer gets a mail, the box office settles it', async ({ page, browser }, testInfo) => {
  test.slow();
  const name = `Fossiles ${testInfo.project.name} ${Date.now()}`;

  // The editor creates an event with the office's starting calendar and one ticket.
  await signIn(page, demoStaff('editor'));
  await page.goto('/office/events/new');
  await field(page, officeText('events.name')).fill(name);
  await field(page, officeText('events.ticketName')).fill('Adultes');
  await field(page, officeText('events.price')).fill('15.00');
  await page.getByRole('main').getByRole('button', { name: officeText('events.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: officeText('events.created') })).toBeVisible();
  const eventId = /\/office\/events\/(\d+)/.exec(page.url())?.[1];

  // A visitor buys a ticket for its first free day.
  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  const guest = guestFor(testInfo, `changed-${Date.now()}`);
  let boughtDay = '';
  try {
    await shop.goto(`/${lang}/tickets/${eventId}`);
    await acceptCookies(shop, catalog(), lang);
    // A Wednesday at least three days ahead (the office's starting calendar opens Tuesday to Sunday).
    const target = new Date(Date.now() + 3 * 86_400_000);
    while (target.getUTCDay() !== 3) target.setUTCDate(target.getUTCDate() + 1);
    boughtDay = target.toISOString().slice(0, 10);
    const day = calendarGrid(shop).getByRole('button', { name: calendarDayName(boughtDay, catalog(), lang) });
    await expect(calendarGrid(shop)).toBeVisible();
    if ((await day.count()) === 0) await shop.getByRole('main').getByRole('button', { name: uiText(lang, 'tickets', 'detail.calendarNext') }).click();
    await day.click();
    const times = shop.getByRole('group', { name: uiText(lang, 'tickets', 'detail.timeLegend') }).getByRole('radio', { disabled: false });
    await times.first().locator('xpath=..').click();
    await shop.getByRole('button', { name: fillText(uiText(lang, 'tickets', 'detail.increment'), { name: 'Adultes' }), exact: true }).click();
    await shop.getByRole('button', { name: uiText(lang, 'tickets', 'detail.addToBasket') }).click();
    await shop.getByRole('status').filter({ hasText: uiText(lang, 'tickets', 'detail.added') }).getByRole('link', { name: uiText(lang, 'tickets', 'detail.toBasket') }).click();
    await registerAsGuest(shop, lang, guest);
    await submitGuest(shop, lang);
    await fillPaymentStep(shop, lang, catalog(), guest);
    await shop.getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, 1500) }), exact: true }).click();
    await shop.getByRole('button', { name: payLabels(lang).pay.replace('{amount}', money(catalog(), lang, 1500)), exact: true }).click();
    await expect(shop).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  } finally {
    await visitor.close();
  }

  // The editor closes that day: the office names the time with its buyer and asks first.
  await page.reload();
  await page.getByRole('main').getByRole('button', { name: officeText('schedule.addException') }).click();
  await page.getByRole('main').getByLabel(officeText('schedule.date'), { exact: true }).fill(boughtDay);
  await page.getByRole('main').getByRole('button', { name: officeText('events.save') }).click();
  await expect(page.getByRole('main').getByText(/: 1 sold; the time would close$/)).toBeVisible();
  await expectAccessible(page, 'office times with buyers');
  await page.getByRole('button', { name: officeText('events.confirmBuyers') }).click();
  await expect(page.getByRole('status').filter({ hasText: officeText('events.saved') })).toBeVisible();

  // The buyer's mail, in French.
  await page.goto('/outbox');
  await expect(page.getByRole('row').filter({ hasText: guest.email }).filter({ hasText: 'Un changement concernant votre visite' })).toHaveCount(1);

  // The box office finds the order and marks it settled.
  const desk = await browser.newContext({ viewport: page.viewportSize() });
  const office = await desk.newPage();
  try {
    await signIn(office, demoStaff('boxOffice'));
    await (await officeSections(office)).getByRole('link', { name: officeText('nav.slotChanges') }).click();
    await expect(office.getByRole('heading', { level: 1 })).toHaveText(officeText('slotChanges.title'));
    const card = office.getByRole('main').getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText(guest.email);
    await expectAccessible(office, 'office changed times');
    await card.getByRole('button', { name: officeText('slotChanges.settle') }).click();
    await expect(office.getByRole('main').getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  } finally {
    await desk.close();
  }
});
