import type { Browser, Page, TestInfo } from '@playwright/test';
import { text, type Lang } from './catalog.ts';
import { expect } from './fixtures.ts';
import {
  acceptCookies,
  eventsOf,
  addToBasketAndOpen,
  bookingNumber,
  chooseTickets,
  chosenDay,
  fillPaymentStep,
  fillText,
  freeDate,
  guestFor,
  journeySlot,
  money,
  payPageButton,
  planPurchase,
  registerAsGuest,
  submitGuest,
  type CatalogEvent,
  type Guest,
} from './purchase.ts';
import { shops } from './shops.ts';
import { addTourToBasket, increment, payOnPaymentPage, payPageButtonFor, slotGroup, tourOf } from './tours.ts';
import { uiText } from './ui-text.ts';

/**
 * A visitor (a browser context of their own, in English unless told) buys adult tickets (one unless told) of the demo's
 * family event (or the one given) as a guest and pays it on the test provider's page; answers the guest and the booking
 * number, for an office journey that then finds the order.
 */
export const visitorBuysATicket = async (
  browser: Browser,
  page: Page,
  testInfo: TestInfo,
  journey: string,
  slot: number,
  { lang = 'en', event, adults = 1 }: { lang?: Lang; event?: CatalogEvent; adults?: number } = {},
): Promise<{ guest: Guest; number: string }> => {
  const catalog = shops.demo.catalog;
  const guest = guestFor(testInfo, `${journey}-${Date.now()}`);
  const plan = planPurchase(catalog(), adults, false, event);
  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  try {
    await shop.goto(`/${lang}/tickets/${plan.event.id}`);
    await acceptCookies(shop, catalog(), lang);
    await chooseTickets(shop, lang, catalog(), plan, journeySlot(testInfo, slot));
    await addToBasketAndOpen(shop, lang);
    await registerAsGuest(shop, lang, guest);
    await submitGuest(shop, lang);
    await fillPaymentStep(shop, lang, catalog(), guest);
    await shop.getByRole('main').getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, plan.totalCents) }), exact: true }).click();
    await payOnPaymentPage(shop, catalog(), lang, plan.totalCents);
    await payPageButton(shop, lang, 'pay', catalog(), plan).click();
    await expect(shop).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
    return { guest, number: await bookingNumber(shop, lang) };
  } finally {
    await visitor.close();
  }
};

/**
 * The timeslot event with the shortest slots, so the most times a day: a journey that moves visitors
 * picks a time far from the first few, which the other journeys buy.
 */
export const busiestTimeslotEvent = (): CatalogEvent => {
  const [event] = eventsOf(shops.demo.catalog())
    .filter((candidate) => candidate.schedule.kind === 'timeslots')
    .sort((a, b) => (a.schedule.slot_minutes ?? 0) - (b.schedule.slot_minutes ?? 0));
  if (event === undefined) throw new Error('the demo catalog has no timeslot event');
  return event;
};

/**
 * A visitor (a browser context of their own) books one place of a demo guided tour on its `nth` free
 * date's first start as a guest and pays it on the test provider's page; answers the guest and the
 * booking number. The tour must ask no questions.
 */
export const visitorBooksATour = async (
  browser: Browser,
  page: Page,
  testInfo: TestInfo,
  journey: string,
  { lang, tourId, nth }: { lang: Lang; tourId: number; nth: number },
): Promise<{ guest: Guest; number: string }> => {
  const catalog = shops.demo.catalog;
  const tour = tourOf(catalog(), tourId);
  const [price] = tour.prices;
  if (price === undefined) throw new Error(`tour ${tourId} has no price`);
  const guest = guestFor(testInfo, `${journey}-${Date.now()}`);
  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  try {
    await shop.goto(`/${lang}/guided-tours/${tour.id}`);
    await acceptCookies(shop, catalog(), lang);
    const date = await freeDate(shop, lang, 'tours', nth);
    const dayOfMonth = (await date.textContent()) ?? '';
    await date.click();
    await expect(chosenDay(shop)).toHaveText(dayOfMonth);
    const start = slotGroup(shop, lang).getByRole('radio', { disabled: false }).first();
    // The radio itself is drawn by its label; a visitor clicks the label.
    await start.locator('xpath=..').click();
    await expect(start).toBeChecked();
    await increment(shop, lang, text(catalog(), price.name, lang)).click();
    await addTourToBasket(shop, lang);
    await shop.getByRole('main').getByRole('status').getByRole('link', { name: uiText(lang, 'tours', 'detail.toBasket') }).click();
    await registerAsGuest(shop, lang, guest);
    await submitGuest(shop, lang);
    await fillPaymentStep(shop, lang, catalog(), guest);
    await shop.getByRole('main').getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, price.price) }), exact: true }).click();
    await payOnPaymentPage(shop, catalog(), lang, price.price);
    await payPageButtonFor(shop, catalog(), lang, price.price).click();
    await expect(shop).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
    return { guest, number: await bookingNumber(shop, lang) };
  } finally {
    await visitor.close();
  }
};
