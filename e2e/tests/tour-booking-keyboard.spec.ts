import type { Locator, Page } from '@playwright/test';
import { text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { acceptCookiesByKeyboard, bookingNumber, calendarGrid, chosenDay, defaultPaymentType, fillText, guestFor, money, tabTo, termsCheckbox, TEST_IBAN } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { increment, payOnPaymentPage, payPageButtonFor, slotGroup, tourName, tourOf } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const lang = 'fr';
const catalog = shops.demo.catalog;
/** A public single-ticketing tour with two start times a day and no questions. */
const COLLECTION_TOUR = 2001;

/** Only Tab, Shift+Tab, Enter, Space, arrow keys and typing into text fields: no pointer at all. */
const press = async (page: Page, target: Locator, key: 'Enter' | 'Space'): Promise<void> => {
  await tabTo(page, target);
  await page.keyboard.press(key);
};

const typeInto = async (page: Page, field: Locator, value: string): Promise<void> => {
  await tabTo(page, field);
  await page.keyboard.type(value);
  await expect(field).toHaveValue(value);
};

const focusedIsDisabled = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-disabled') === 'true');

test('a guided tour is booked by keyboard alone, from the tour list to the success page', async ({ page }, testInfo) => {
  // Every step is a walk of Tab presses through the page.
  test.slow();
  const tour = tourOf(catalog(), COLLECTION_TOUR);
  const [place] = tour.prices;
  const [ticket] = tour.tickets ?? [];
  if (!place || !ticket) throw new Error('the collection tour needs a tour price and an admission ticket');
  const totalCents = place.price + ticket.price;
  const name = tourName(catalog(), tour, lang);
  const guest = guestFor(testInfo, 'tour-keyboard');
  const main = page.getByRole('main');

  await page.goto(`/${lang}/guided-tours`);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await acceptCookiesByKeyboard(page, catalog(), lang);
  await expectAccessible(page, 'tour list (keyboard)');

  // Tours in other languages share the name, so the card is found by where its link leads.
  await press(page, main.locator(`a.tour-card-link[href="/${lang}/guided-tours/${tour.id}"]`), 'Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/guided-tours/${tour.id}$`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);

  // Into the calendar on the preselected first date, then the arrow keys to the next free date.
  await tabTo(page, chosenDay(page).getByRole('button'));
  const firstDate = await chosenDay(page).textContent();
  await page.keyboard.press('ArrowRight');
  for (let step = 0; step < 14 && (await focusedIsDisabled(page)); step++) await page.keyboard.press('ArrowRight');
  expect(await focusedIsDisabled(page), 'a free date within two weeks').toBe(false);
  await page.keyboard.press('Enter');
  await expect(chosenDay(page)).toHaveCount(1);
  await expect(chosenDay(page)).not.toHaveText(firstDate ?? '');
  await expect(calendarGrid(page)).toBeVisible();

  // Two start times: none is taken for the visitor; Space takes the first free one.
  const times = slotGroup(page, lang).getByRole('radio', { disabled: false });
  await expect(slotGroup(page, lang).getByRole('radio', { checked: true })).toHaveCount(0);
  await press(page, times.first(), 'Space');
  await expect(times.first()).toBeChecked();

  await press(page, increment(page, lang, text(catalog(), place.name, lang)), 'Enter');
  await press(page, increment(page, lang, text(catalog(), ticket.name, lang)), 'Space');
  await expect(main.getByRole('region', { name: uiText(lang, 'tours', 'detail.summaryHeading') })).toContainText(money(catalog(), lang, totalCents));
  await expectAccessible(page, 'tour detail (keyboard)');
  await press(page, main.getByRole('button', { name: uiText(lang, 'tours', 'detail.addToBasket') }), 'Enter');
  const added = main.getByRole('status').filter({ hasText: uiText(lang, 'tours', 'detail.added') });
  await press(page, added.getByRole('link', { name: uiText(lang, 'tours', 'detail.toBasket') }), 'Enter');

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
  await expect(main.getByRole('heading', { level: 2, name })).toHaveCount(1);
  await expectAccessible(page, 'basket with the tour (keyboard)');
  await press(page, main.getByRole('button', { name: uiText(lang, 'checkout', 'basket.asGuest') }), 'Enter');

  await expect(page).toHaveURL(new RegExp(`/${lang}/register-guest$`));
  for (const field of ['fname', 'lname', 'street', 'zip', 'city', 'email'] as const) {
    await typeInto(page, main.getByLabel(uiText(lang, 'account', `fields.${field}`), { exact: true }), guest[field]);
  }
  await expectAccessible(page, 'guest registration (keyboard)');
  await press(page, main.getByRole('button', { name: uiText(lang, 'account', 'guest.submit') }), 'Enter');

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?step=payment$`));
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  if (defaultPaymentType(catalog()).direct_debit) {
    await typeInto(page, main.getByLabel(uiText(lang, 'checkout', 'payment.accountHolder'), { exact: true }), `${guest.fname} ${guest.lname}`);
    await typeInto(page, main.getByLabel(uiText(lang, 'checkout', 'payment.iban'), { exact: true }), TEST_IBAN);
  }
  await press(page, termsCheckbox(page, lang), 'Space');
  await expect(termsCheckbox(page, lang)).toBeChecked();
  await expectAccessible(page, 'payment step (keyboard)');
  const payName = fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, totalCents) });
  await press(page, main.getByRole('button', { name: payName, exact: true }), 'Enter');

  await payOnPaymentPage(page, catalog(), lang, totalCents);
  await expectAccessible(page, 'built-in payment page (keyboard)');
  await press(page, payPageButtonFor(page, catalog(), lang, totalCents), 'Enter');

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'result.thanks'));
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  expect(Number(await bookingNumber(page, lang))).toBeGreaterThan(0);
  await expectAccessible(page, 'success page (keyboard)');
});
