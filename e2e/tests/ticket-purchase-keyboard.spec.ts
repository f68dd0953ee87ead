import type { Locator, Page } from '@playwright/test';
import { text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookiesByKeyboard,
  bookingNumber,
  calendarGrid,
  chosenDay,
  defaultPaymentType,
  expectBasket,
  fillText,
  guestFor,
  journeySlot,
  onPaymentPage,
  payButtonName,
  payPageButton,
  planPurchase,
  tabTo,
  termsCheckbox,
  TEST_IBAN,
} from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const lang = 'de';
const catalog = shops.demo.catalog;

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

test('the whole purchase works by keyboard alone', async ({ page }, testInfo) => {
  // Every step is a walk of Tab presses through the page.
  test.slow();
  const plan = planPurchase(catalog(), 2, true);
  const guest = guestFor(testInfo, 'keyboard');
  const main = page.getByRole('main');

  await page.goto(`/${lang}/tickets`);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await acceptCookiesByKeyboard(page, catalog(), lang);

  await press(page, main.getByRole('link', { name: text(catalog(), plan.event.name, lang), exact: true }), 'Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/tickets/${plan.event.id}$`));

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

  const slots = main.getByRole('group', { name: uiText(lang, 'tickets', 'detail.timeLegend') }).getByRole('radio', { disabled: false });
  await press(page, slots.first(), 'Space');
  for (let i = 0; i < journeySlot(testInfo, 3); i++) await page.keyboard.press('ArrowDown');
  await expect(slots.nth(journeySlot(testInfo, 3))).toBeChecked();

  const more = (name: string) => main.getByRole('button', { name: fillText(uiText(lang, 'tickets', 'detail.increment'), { name }), exact: true });
  await tabTo(page, more(text(catalog(), plan.adult.name, lang)));
  for (let i = 0; i < plan.adults; i++) await page.keyboard.press('Enter');
  const familyName = text(catalog(), plan.family?.name ?? {}, lang);
  for (const { sub, count } of plan.familyMembers) {
    await tabTo(page, more(`${familyName}: ${text(catalog(), sub.name, lang)}`));
    for (let i = 0; i < count; i++) await page.keyboard.press('Space');
  }
  await expectAccessible(page, 'event detail (keyboard)');
  await press(page, main.getByRole('button', { name: uiText(lang, 'tickets', 'detail.addToBasket') }), 'Enter');
  await press(page, main.getByRole('link', { name: uiText(lang, 'tickets', 'detail.toBasket') }), 'Enter');

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
  await expectBasket(page, lang, catalog(), plan);
  await press(page, main.getByRole('button', { name: uiText(lang, 'checkout', 'basket.asGuest') }), 'Enter');

  await expect(page).toHaveURL(new RegExp(`/${lang}/register-guest$`));
  for (const field of ['fname', 'lname', 'street', 'zip', 'city', 'email'] as const) {
    await typeInto(page, main.getByLabel(uiText(lang, 'account', `fields.${field}`), { exact: true }), guest[field]);
  }
  await press(page, main.getByRole('button', { name: uiText(lang, 'account', 'guest.submit') }), 'Enter');

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?step=payment$`));
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  if (defaultPaymentType(catalog()).direct_debit) {
    await typeInto(page, main.getByLabel(uiText(lang, 'checkout', 'payment.accountHolder'), { exact: true }), `${guest.fname} ${guest.lname}`);
    await typeInto(page, main.getByLabel(uiText(lang, 'checkout', 'payment.iban'), { exact: true }), TEST_IBAN);
  }
  await press(page, termsCheckbox(page, lang), 'Space');
  await expect(termsCheckbox(page, lang)).toBeChecked();
  await press(page, main.getByRole('button', { name: payButtonName(catalog(), lang, plan), exact: true }), 'Enter');

  await onPaymentPage(page, catalog(), lang, plan);
  await press(page, payPageButton(page, lang, 'pay', catalog(), plan), 'Enter');

  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'result.thanks'));
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  expect(Number(await bookingNumber(page, lang))).toBeGreaterThan(0);
  await expect(main.getByRole('link', { name: uiText(lang, 'checkout', 'result.download') })).toBeVisible();
});
