import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import { acceptCookies, chosenDay, freeDate } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { slotGroup } from '../support/tours.ts';

const catalog = shops.demo.catalog;

/** A date `days` from today, as date fields take it. */
const daysFromToday = (days: number, today = new Date()): string => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);

const editorForm = (page: Page) => page.getByRole('main');
const textLanguage = (page: Page, name: string) => editorForm(page).getByRole('group', { name: officeText('events.textLanguage') }).getByRole('radio', { name: new RegExp(`^${name}`) });

test('an editor creates a tour in German with an English text, a price and start times on a season’s weekdays; a visitor sees it in English and picks a date and time', async ({ page, browser }, testInfo) => {
  test.slow();
  const names = { de: `Abendführung ${testInfo.project.name}`, en: `Evening tour ${testInfo.project.name}` };

  await signIn(page, demoStaff('editor'));
  await (await officeSections(page)).getByRole('link', { name: officeText('nav.tours') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('tours.title'));
  await expect(editorForm(page).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'office tours');
  await page.getByRole('link', { name: officeText('tours.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('tours.newTitle'));
  await expectAccessible(page, 'office new tour');

  // Given in German, named in German and English, the English one with a description and its price's name.
  await field(page, officeText('tours.language')).selectOption('de');
  await textLanguage(page, 'Deutsch').check();
  await field(page, officeText('events.name')).fill(names.de);
  await field(page, officeText('tours.priceName')).fill('Führung');
  await textLanguage(page, 'English').check();
  await field(page, officeText('events.name')).fill(names.en);
  await field(page, officeText('events.description')).fill('An hour through the collection after closing time.');
  await field(page, officeText('tours.priceName')).fill('Tour');
  await field(page, officeText('events.price')).fill('15.00');
  await field(page, officeText('tours.maxParticipants')).fill('12');

  // A season from today for two months: Friday and Saturday at 17:30 and 19:00.
  const season = editorForm(page).getByRole('group', { name: officeText('schedule.seasonHeading', { number: '1' }) });
  await season.getByLabel(officeText('schedule.firstDate'), { exact: true }).fill(daysFromToday(0));
  await season.getByLabel(officeText('schedule.lastDate'), { exact: true }).fill(daysFromToday(60));
  for (const weekday of ['Tuesday', 'Wednesday', 'Thursday', 'Sunday']) await season.getByRole('checkbox', { name: weekday }).uncheck();
  await season.getByLabel(officeText('schedule.closes'), { exact: true }).fill('21:00');
  await season.getByLabel(officeText('schedule.times'), { exact: true }).fill('17:30, 19:00');
  await expect(season.getByLabel(officeText('schedule.capacity'), { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'office tour form filled in');
  await editorForm(page).getByRole('button', { name: officeText('tours.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: officeText('tours.created') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.en);
  const tourId = /\/office\/tours\/(\d+)/.exec(page.url())?.[1];
  expect(tourId).toBeDefined();
  await expectAccessible(page, 'office tour saved');

  // A visitor in English finds it with its English texts, and picks a date and one of its two starts.
  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  const lang = 'en';
  try {
    await shop.goto(`/${lang}/guided-tours/${tourId}`);
    await acceptCookies(shop, catalog(), lang);
    const main = shop.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(names.en);
    await expect(main).toContainText('An hour through the collection after closing time.');
    // Not the first free date, which may be today with its times gone.
    const day = await freeDate(shop, lang, 'tours', 1);
    const dayOfMonth = (await day.textContent()) ?? '';
    await day.click();
    await expect(chosenDay(shop)).toHaveText(dayOfMonth);
    const starts = slotGroup(shop, lang).getByRole('radio');
    await expect(starts).toHaveCount(2);
    await expect(slotGroup(shop, lang)).toContainText('17:30');
    await expect(slotGroup(shop, lang)).toContainText('19:00');
    await starts.first().locator('xpath=..').click();
    await expect(starts.first()).toBeChecked();
    await expectAccessible(shop, 'the office’s tour in the shop');
  } finally {
    await visitor.close();
  }

  // Taken out of the shop again, so the tour-list journeys find the catalog's tours alone.
  await editorForm(page).getByRole('checkbox', { name: officeText('events.listedLabel') }).uncheck();
  await editorForm(page).getByRole('button', { name: officeText('events.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: officeText('events.saved') })).toBeVisible();
  expect((await page.request.get(`/api/en/tour/lifetime/tour/${tourId}`)).status()).toBe(404);
});

test('a door account cannot open the tours, and the server refuses their data', async ({ page }) => {
  await signIn(page, demoStaff('door'));
  await expect((await officeSections(page)).getByRole('link', { name: officeText('nav.tours') })).toHaveCount(0);
  await page.goto('/office/tours');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('shell.notAllowedTitle'));
  expect((await page.request.get('/office/api/tours')).status()).toBe(403);
});
