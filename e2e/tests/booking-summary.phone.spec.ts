import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { acceptCookies, calendarGrid, chosenDay, startsWith } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
/** The demo's collection admission (four ticket types) and its highlights tour (demo/README.md). */
const DEMO_EVENT = 1001;
const DEMO_TOUR = 2001;

const firstFreeDay = async (page: Page) => {
  const day = calendarGrid(page).getByRole('button', { disabled: false }).first();
  const dayOfMonth = (await day.textContent()) ?? '';
  await day.click();
  await expect(chosenDay(page)).toHaveText(dayOfMonth);
};

/** The first free start time of the chosen day; the radio is drawn by its label, which a visitor taps. */
const firstFreeTime = async (group: Locator) => {
  const time = group.getByRole('radio', { disabled: false }).first();
  if (!(await time.isChecked())) await time.locator('xpath=..').click();
  await expect(time).toBeChecked();
};

/** The total and the add button are on screen beside the quantity just chosen, and do not cover it. */
const expectSummaryInView = async (page: Page, summaryHeading: string, total: string, add: string, stepper: Locator) => {
  const summary = page.getByRole('region', { name: summaryHeading });
  const addButton = summary.getByRole('button', { name: add });
  await expect(addButton).toBeInViewport();
  await expect(summary.getByText(total, { exact: true })).toBeInViewport();
  await expect(stepper).toBeInViewport();
  const stepperBox = await stepper.boundingBox();
  const panelBox = await summary.locator('.add-bar-panel').boundingBox();
  expect(stepperBox && panelBox && stepperBox.y + stepperBox.height <= panelBox.y).toBe(true);
};

for (const lang of ['de', 'fr'] as const) {
  test(`${lang}: on a phone, the event page keeps the total and the add button in view once tickets are chosen`, async ({ page }) => {
    await page.goto(`/${lang}/tickets/${DEMO_EVENT}`);
    await acceptCookies(page, catalog(), lang);
    await firstFreeDay(page);
    await firstFreeTime(page.getByRole('group', { name: uiText(lang, 'tickets', 'detail.timeLegend') }));
    const summaryHeading = uiText(lang, 'tickets', 'detail.summaryHeading');
    const add = uiText(lang, 'tickets', 'detail.addToBasket');
    // Before anything is chosen the bar stays where it is, at the end of the tickets step.
    await expect(page.getByRole('region', { name: summaryHeading }).getByRole('button', { name: add })).not.toBeInViewport();

    const firstMore = page.getByRole('main').getByRole('button', { name: startsWith(uiText(lang, 'tickets', 'detail.increment').split('{{name}}')[0] ?? '') }).first();
    await firstMore.click();
    await expectSummaryInView(page, summaryHeading, uiText(lang, 'tickets', 'detail.total'), add, firstMore);
    await expectAccessible(page, `event page on a phone with the sticky summary (${lang})`);

    // Tapping the button in view adds the tickets; the panel then returns to its place.
    await page.getByRole('region', { name: summaryHeading }).getByRole('button', { name: add }).click();
    await expect(page.getByRole('status').filter({ hasText: uiText(lang, 'tickets', 'detail.added') })).toBeVisible();
  });

  test(`${lang}: on a phone, the tour page keeps the total and the add button in view once a tour is chosen`, async ({ page }) => {
    await page.goto(`/${lang}/guided-tours/${DEMO_TOUR}`);
    await acceptCookies(page, catalog(), lang);
    await firstFreeDay(page);
    await firstFreeTime(page.getByRole('main').getByRole('group', { name: uiText(lang, 'tours', 'detail.timeLegend') }));
    const summaryHeading = uiText(lang, 'tours', 'detail.summaryHeading');
    const add = uiText(lang, 'tours', 'detail.addToBasket');
    const firstMore = page.getByRole('main').getByRole('button', { name: startsWith(uiText(lang, 'tours', 'detail.increment').split('{{name}}')[0] ?? '') }).first();
    await firstMore.click();
    await expectSummaryInView(page, summaryHeading, uiText(lang, 'tours', 'detail.total'), add, firstMore);
    await expectAccessible(page, `tour page on a phone with the sticky summary (${lang})`);
  });
}
