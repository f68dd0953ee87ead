import { siteName, text, type Lang } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookies,
  addToBasketAndOpen,
  chooseTickets,
  eventsOf,
  fillPaymentStep,
  fillText,
  guestFor,
  journeySlot,
  money,
  onPaymentPage,
  payButtonName,
  registerAsGuest,
  submitGuest,
  vatOf,
} from '../support/purchase.ts';
import { expectTitle } from '../support/shell.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';
import type { Plan } from '../support/purchase.ts';

const catalog = shops.demo.catalog;

/** One ticket that brings a fixed companion (a carer, free): the basket's count must take the carer along. */
const companionPlan = (): Plan & { carer: { name: Parameters<typeof text>[1] } } => {
  for (const event of eventsOf(catalog())) {
    if (event.schedule.kind !== 'timeslots') continue;
    const ticket = event.tickets.find((t) => !t.family && (t.subtickets ?? []).some((s) => s.min_quantity === s.max_quantity && s.price === 0));
    const carer = ticket?.subtickets?.find((s) => s.min_quantity === s.max_quantity);
    if (ticket && carer) {
      return { event, adult: ticket, adults: 1, family: null, familyMembers: [], totalCents: ticket.price, vatCents: vatOf(ticket.price, ticket.vat_value), carer };
    }
  }
  throw new Error('the demo has no timeslot ticket with a carer');
};

test('a visitor adds a second ticket in the basket: its carer comes along, line, badge and total follow, and the payment page asks for both', async ({ page }, testInfo) => {
  test.slow();
  const phone = testInfo.project.name === 'phone';
  const lang: Lang = phone ? 'de' : 'fr';
  const plan = companionPlan();
  const eventName = text(catalog(), plan.event.name, lang);
  const ticketName = text(catalog(), plan.adult.name, lang);
  const label = `${eventName} – ${ticketName}`;
  const badge = (count: number) =>
    page.getByRole('banner').getByRole('link', { name: fillText(uiText(lang, 'shell', count === 1 ? 'header.basketLabel_one' : 'header.basketLabel_other'), { count }), exact: true });

  await page.goto(`/${lang}/tickets/${plan.event.id}`);
  await acceptCookies(page, catalog(), lang);
  await expectTitle(page, siteName(catalog(), lang), eventName);
  // The other purchase journeys book the family event, so this one has the collection's slots to itself.
  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, 0));
  await addToBasketAndOpen(page, lang);
  await expect(badge(1)).toHaveCount(1);

  const main = page.getByRole('main');
  const count = main.getByRole('spinbutton', { name: `${uiText(lang, 'checkout', 'basket.count')} ${label}` });
  await expect(count).toHaveValue('1');
  await main.getByRole('button', { name: fillText(uiText(lang, 'checkout', 'basket.increase'), { name: label }), exact: true }).click();
  await expect(count).toHaveValue('2');
  const part = fillText(uiText(lang, 'checkout', 'basket.part_other'), { count: 2, name: ticketName, price: money(catalog(), lang, plan.adult.price) });
  await expect(main.getByText(part)).toBeVisible();
  // Each ticket brings its carer.
  await expect(main.getByText(fillText(uiText(lang, 'checkout', 'basket.partIncluded'), { count: 2, name: text(catalog(), plan.carer.name, lang) }))).toBeVisible();
  const total = 2 * plan.adult.price;
  await expect(main.getByText(money(catalog(), lang, total)).first()).toBeVisible();
  // The badge counts tickets, not lines.
  await expect(badge(2)).toHaveCount(1);
  await expectAccessible(page, 'basket with a changed count');

  // The server prices the changed line again when the payment starts; it asks for both tickets.
  const two = { ...plan, adults: 2, totalCents: total, vatCents: vatOf(total, plan.adult.vat_value) };
  await registerAsGuest(page, lang, guestFor(testInfo, 'basket-quantity'));
  await submitGuest(page, lang);
  await expectTitle(page, siteName(catalog(), lang), uiText(lang, 'checkout', 'titles.payment'));
  await fillPaymentStep(page, lang, catalog(), guestFor(testInfo, 'basket-quantity'));
  await page.getByRole('button', { name: payButtonName(catalog(), lang, two), exact: true }).click();
  await onPaymentPage(page, catalog(), lang, two);
});
