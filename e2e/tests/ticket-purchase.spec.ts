import { text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookies,
  addToBasketAndOpen,
  bookingNumber,
  calendarDayName,
  calendarGrid,
  chooseTickets,
  chosenDay,
  expectBasket,
  expectPdf,
  fillPaymentStep,
  fillText,
  guestFor,
  journeySlot,
  museumToday,
  onPaymentPage,
  openMailTo,
  payButtonName,
  payPageButton,
  planPurchase,
  registerAsGuest,
  soldOutDates,
  submitGuest,
} from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const lang = 'de';
const catalog = shops.demo.catalog;

test('in German a guest buys two adults and a family ticket, pays, downloads the PDF and gets the mail', async ({ page }, testInfo) => {
  // Seven screens, each with an axe check: longer than one screen's journey.
  test.slow();
  const plan = planPurchase(catalog(), 2, true);
  const guest = guestFor(testInfo, 'purchase');

  await page.goto(`/${lang}/tickets`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await acceptCookies(page, catalog(), lang);
  await expectAccessible(page, 'event list');
  await page.getByRole('main').getByRole('link', { name: text(catalog(), plan.event.name, lang), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/tickets/${plan.event.id}$`));

  await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, 0));
  await expectAccessible(page, 'event detail with tickets chosen');
  await addToBasketAndOpen(page, lang);

  await expectBasket(page, lang, catalog(), plan);
  await expect(page.getByRole('navigation', { name: uiText(lang, 'checkout', 'progress.label') })).toBeVisible();
  await expectAccessible(page, 'basket');

  await registerAsGuest(page, lang, guest);
  await expectAccessible(page, 'guest registration');
  await submitGuest(page, lang);

  await fillPaymentStep(page, lang, catalog(), guest);
  await expectAccessible(page, 'payment step');
  await page.getByRole('button', { name: payButtonName(catalog(), lang, plan), exact: true }).click();

  await onPaymentPage(page, catalog(), lang, plan);
  await expectAccessible(page, 'built-in payment page');
  await payPageButton(page, lang, 'pay', catalog(), plan).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'result.thanks'));
  const number = await bookingNumber(page, lang);
  expect(Number(number)).toBeGreaterThan(0);
  await expect(main.getByText(fillText(uiText(lang, 'checkout', 'result.mailTo'), { email: guest.email }))).toBeVisible();
  await expectAccessible(page, 'success page');
  // The basket is emptied once the order is booked.
  const emptyBasket = fillText(uiText(lang, 'shell', 'header.basketLabel_other'), { count: 0 });
  await expect(page.getByRole('banner').getByRole('link', { name: emptyBasket, exact: true })).toHaveCount(1);

  const download = main.getByRole('link', { name: uiText(lang, 'checkout', 'result.download') });
  const pdfUrl = await download.getAttribute('href');
  expect(pdfUrl, 'the success page links the PDF tickets').toBeTruthy();
  await expectPdf(page, new URL(pdfUrl ?? '', page.url()).toString());

  const mail = await openMailTo(page, guest.email, expectAccessible);
  await expect(mail).toContainText(number);
  // The guest form asks for an invoice by default: the tickets, the invoice and the calendar file come along.
  await expect(page.getByRole('listitem').getByRole('link', { name: `rechnung-${number}.pdf` })).toHaveCount(1);
  await expect(page.getByRole('listitem').getByRole('link', { name: `besuch-${number}.ics` })).toHaveCount(1);
  const attachment = page.getByRole('listitem').getByRole('link', { name: `tickets-${number}.pdf` });
  await expect(attachment).toHaveCount(1);
  await expectPdf(page, new URL((await attachment.getAttribute('href')) ?? '', page.url()).toString());
});

test('a sold-out date cannot be chosen', async ({ page }) => {
  const plan = planPurchase(catalog(), 1, false);
  const today = museumToday(catalog());
  await page.goto(`/${lang}/tickets/${plan.event.id}`);
  const grid = calendarGrid(page);
  await expect(grid).toBeVisible();
  await expect(chosenDay(page)).toHaveCount(1);
  const chosenBefore = await chosenDay(page).textContent();

  // The first sold-out day after today in the month the calendar shows, or in the next one.
  const monthEnd = (offset: number) => {
    const [year, month] = today.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(year, month + offset, 0)).toISOString().slice(0, 10);
  };
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  let soldOut = soldOutDates(plan.event, tomorrow, monthEnd(0))[0];
  if (!soldOut) {
    soldOut = soldOutDates(plan.event, tomorrow, monthEnd(1))[0];
    await page.getByRole('main').getByRole('button', { name: uiText(lang, 'tickets', 'detail.calendarNext') }).click();
  }
  expect(soldOut, 'the demo rule makes a day sold out within two months').toBeDefined();

  const day = grid.getByRole('button', { name: calendarDayName(soldOut ?? '', catalog(), lang) });
  await expect(day).toHaveAttribute('aria-disabled', 'true');
  await expect(day).toHaveAccessibleDescription(uiText(lang, 'tickets', 'detail.legend.soldOut'));
  await expectAccessible(page, 'calendar with a sold-out date');

  await day.click({ force: true });
  await expect(day).toHaveAttribute('aria-disabled', 'true');
  await expect(grid.getByRole('gridcell', { selected: true }).getByRole('button', { name: calendarDayName(soldOut ?? '', catalog(), lang) })).toHaveCount(0);
  if (chosenBefore && soldOut && soldOut.slice(0, 7) === today.slice(0, 7)) await expect(chosenDay(page)).toHaveText(chosenBefore);
});
