import type { Page } from '@playwright/test';
import { text, type Lang } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { acceptCookies, calendarGrid, chosenDay, fillText, money, planPurchase } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { toursOf } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const langOf = (project: string): Lang => (project === 'phone' ? 'it' : 'en');

/** Every card picture box of the list, as laid out: one ratio (5 : 2) whatever the picture's own shape. */
const expectOneImageRatio = async (page: Page): Promise<void> => {
  const boxes = await page.locator('main .catalog-card-image').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ width, height }) => ({ width, height })));
  expect(boxes.length).toBeGreaterThan(1);
  for (const { width, height } of boxes) expect(Math.abs(height - (width * 2) / 5), `${width} × ${height}`).toBeLessThanOrEqual(1);
};

test('tour cards: one picture ratio, a drawn placeholder without a picture, and "free" only where nothing costs money', async ({ page }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  await page.goto(`/${lang}/guided-tours`);
  await acceptCookies(page, catalog(), lang);
  const main = page.getByRole('main');
  await expect(main.locator('a.tour-card-link').first()).toBeVisible();
  await expectOneImageRatio(page);

  const withoutPicture = toursOf(catalog()).find((tour) => !tour.image);
  expect(withoutPicture, 'the demo has a tour without a picture').toBeDefined();
  const placeholderCard = main.getByRole('article').filter({ has: page.locator(`a[href="/${lang}/guided-tours/${withoutPicture?.id}"]`) });
  await expect(placeholderCard.locator('.catalog-card-image.is-placeholder svg')).toBeVisible();

  // Demo tour 2001: a 5.00 supplement (children free) plus admission from 12.00 (children free): from 17.00.
  const highlights = main.getByRole('article').filter({ has: page.locator(`a[href="/${lang}/guided-tours/2001"]`) });
  await expect(highlights.locator('.tour-card-price')).toHaveText(fillText(uiText(lang, 'tours', 'list.priceFrom'), { price: money(catalog(), lang, 1700) }));
  const paid = toursOf(catalog()).filter((tour) => tour.prices.some((price) => price.price > 0));
  for (const tour of paid) {
    const card = main.getByRole('article').filter({ has: page.locator(`a[href="/${lang}/guided-tours/${tour.id}"]`) });
    if ((await card.count()) === 0) continue;
    await expect(card.locator('.tour-card-price'), text(catalog(), tour.name, lang)).not.toHaveText(uiText(lang, 'tours', 'list.priceFree'));
  }
  await expectAccessible(page, 'tour list');
});

test('event cards: one picture ratio', async ({ page }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  await page.goto(`/${lang}/tickets`);
  await acceptCookies(page, catalog(), lang);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectOneImageRatio(page);
  await expectAccessible(page, 'event list');
});

test('timeslot buttons keep each time on one line', async ({ page }, testInfo) => {
  const lang = langOf(testInfo.project.name);
  const { event } = planPurchase(catalog(), 1, false);
  await page.goto(`/${lang}/tickets/${event.id}`);
  await acceptCookies(page, catalog(), lang);
  const firstFree = calendarGrid(page).getByRole('button', { disabled: false }).first();
  const day = (await firstFree.textContent()) ?? '';
  await firstFree.click();
  await expect(chosenDay(page)).toHaveText(day);
  const times = page.locator('main .slot-time');
  await expect(times.first()).toBeVisible();
  const lines = await times.evaluateAll((nodes) =>
    nodes.map((node) => {
      const { height } = node.getBoundingClientRect();
      return { text: node.textContent, lines: Math.round(height / Number.parseFloat(getComputedStyle(node).lineHeight)), fits: node.scrollWidth <= (node.parentElement?.clientWidth ?? 0) };
    }),
  );
  for (const time of lines) expect(time, `${time.text}`).toEqual({ text: time.text, lines: 1, fits: true });
  await expectAccessible(page, 'event page with times');
});
