import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import { acceptCookies, chosenDay, fillPaymentStep, fillText, freeDate, guestFor, money, registerAsGuest, submitGuest } from '../support/purchase.ts';
import { repoRoot, shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;

/** The first day of next month and the last day of that month's year, as date fields take them. */
const nextMonthToYearEnd = (today = new Date()): { first: string; last: string } => {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  return { first: first.toISOString().slice(0, 10), last: `${first.getUTCFullYear()}-12-31` };
};

/** The first Monday on or after a date. */
const mondayFrom = (iso: string): string => {
  const day = new Date(`${iso}T12:00:00Z`);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const editorForm = (page: Page) => page.getByRole('main');
const textLanguage = (page: Page, name: string) => editorForm(page).getByRole('group', { name: officeText('events.textLanguage') }).getByRole('radio', { name: new RegExp(`^${name}`) });

test('an editor creates an exhibition in German with French and Italian texts on a season calendar; a visitor buys it in French, and the basket shows a raised price, with what it was, before the visitor pays it', async ({ page, browser }, testInfo) => {
  test.slow();
  const { first, last } = nextMonthToYearEnd();
  const names = { de: `Gletscher im Wandel ${testInfo.project.name}`, fr: `Glaciers en mutation ${testInfo.project.name}`, it: `Ghiacciai in trasformazione ${testInfo.project.name}` };

  await signIn(page, demoStaff('editor'));
  await (await officeSections(page)).getByRole('link', { name: officeText('nav.events') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('events.title'));
  await expectAccessible(page, 'office events');
  await page.getByRole('link', { name: officeText('events.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('events.newTitle'));
  await expectAccessible(page, 'office new event');

  // The texts, one language at a time.
  await textLanguage(page, 'Deutsch').check();
  await field(page, officeText('events.name')).fill(names.de);
  await field(page, officeText('events.venue')).fill('Ostflügel');
  await field(page, officeText('events.description')).fill('Wie das Eis der Alpen schwindet.');
  await field(page, officeText('events.ticketName')).fill('Erwachsene');
  await textLanguage(page, 'Français').check();
  await field(page, officeText('events.name')).fill(names.fr);
  await field(page, officeText('events.description')).fill('Comment la glace des Alpes disparaît.');
  await field(page, officeText('events.ticketName')).fill('Adultes');
  await textLanguage(page, 'Italiano').check();
  await field(page, officeText('events.name')).fill(names.it);
  await field(page, officeText('events.ticketName')).fill('Adulti');
  await field(page, officeText('events.price')).fill('20.00');
  // The exhibition's picture: uploaded, never typed as a path.
  await editorForm(page).getByLabel(officeText('image.choose')).setInputFiles(join(repoRoot, 'demo/images/banners/lakeside-1920.webp'));
  await expect(editorForm(page).getByRole('status').filter({ hasText: officeText('image.uploaded') })).toBeVisible();
  const preview = editorForm(page).getByRole('img', { name: officeText('image.current') });
  await expect(preview).toBeVisible();
  // Loaded, so the form below has its place before it is tapped.
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The season: next month to the end of the year, Mondays closed, Thursdays open late, one extra evening.
  const season = editorForm(page).getByRole('group', { name: officeText('schedule.seasonHeading', { number: '1' }) });
  await season.getByLabel(officeText('schedule.firstDate'), { exact: true }).fill(first);
  await season.getByLabel(officeText('schedule.lastDate'), { exact: true }).fill(last);
  await season.getByRole('checkbox', { name: 'Thursday' }).uncheck();
  await season.getByRole('button', { name: officeText('schedule.addHours') }).click();
  const lateHours = season.locator('.hours-row').nth(1);
  await lateHours.getByRole('checkbox', { name: 'Thursday' }).check();
  await lateHours.getByLabel(officeText('schedule.opens'), { exact: true }).fill('10:00');
  await lateHours.getByLabel(officeText('schedule.closes'), { exact: true }).fill('20:00');
  for (const monday of await season.getByRole('checkbox', { name: 'Monday' }).all()) await expect(monday).not.toBeChecked();
  await editorForm(page).getByRole('button', { name: officeText('schedule.addExtraSlot') }).click();
  const extra = editorForm(page).getByRole('group', { name: officeText('schedule.extraSlotHeading', { number: '1' }) });
  await extra.getByLabel(officeText('schedule.date'), { exact: true }).fill(mondayFrom(first));
  await extra.getByLabel(officeText('schedule.time'), { exact: true }).fill('18:00');
  await expectAccessible(page, 'office event form filled in');
  await editorForm(page).getByRole('button', { name: officeText('events.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: officeText('events.created') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.de);
  const eventId = /\/office\/events\/(\d+)/.exec(page.url())?.[1];
  expect(eventId).toBeDefined();
  await expectAccessible(page, 'office event saved');
  // The editor looks at it as the shop shows it, in the language of the texts just written.
  await textLanguage(page, 'Français').check();
  const [shopTab] = await Promise.all([page.waitForEvent('popup'), editorForm(page).getByRole('link', { name: `${officeText('shopLink.open')} ${officeText('shopLink.newTab')}` }).click()]);
  await expect(shopTab).toHaveURL(new RegExp(`/fr/tickets/${eventId}$`));
  await expect(shopTab.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(names.fr);
  await shopTab.close();

  // A visitor in French finds it, with its French texts, and chooses a Thursday evening.
  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  const lang = 'fr';
  try {
    await shop.goto(`/${lang}/tickets/${eventId}`);
    await acceptCookies(shop, catalog(), lang);
    await expect(shop.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(names.fr);
    await expect(shop.locator('main img[src*="/uploads/"]').first()).toBeVisible();
    const day = await freeDate(shop, lang, 'tickets', 0);
    const dayOfMonth = (await day.textContent()) ?? '';
    await day.click();
    await expect(chosenDay(shop)).toHaveText(dayOfMonth);
    const times = shop.getByRole('group', { name: uiText(lang, 'tickets', 'detail.timeLegend') }).getByRole('radio', { disabled: false });
    await times.first().locator('xpath=..').click();
    await shop.getByRole('button', { name: fillText(uiText(lang, 'tickets', 'detail.increment'), { name: 'Adultes' }), exact: true }).click();
    await shop.getByRole('button', { name: uiText(lang, 'tickets', 'detail.addToBasket') }).click();
    // The basket asks for today's prices when it opens: the answer comes before the editor's change.
    const pricesChecked = shop.waitForResponse((response) => response.url().includes('/checkout/prices'));
    await shop.getByRole('status').filter({ hasText: uiText(lang, 'tickets', 'detail.added') }).getByRole('link', { name: uiText(lang, 'tickets', 'detail.toBasket') }).click();
    await pricesChecked;
    await expect(shop.getByRole('main')).toContainText(money(catalog(), lang, 2000));

    // Meanwhile the editor raises the price.
    const price = editorForm(page).getByLabel(officeText('events.price'), { exact: true });
    await price.fill('24.00');
    await editorForm(page).getByRole('button', { name: officeText('events.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: officeText('events.saved') })).toBeVisible();

    // The visitor's basket still says 20.00: paying is refused with the reason, in French.
    const guest = guestFor(testInfo, 'office-event');
    await registerAsGuest(shop, lang, guest);
    await submitGuest(shop, lang);
    await fillPaymentStep(shop, lang, catalog(), guest);
    await shop.getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, 2000) }), exact: true }).click();
    await expect(shop.getByRole('main').getByText('Un prix de votre panier a changé. Veuillez vérifier votre panier et réessayer.')).toBeVisible();
    await expectAccessible(shop, 'payment refused for a changed price');

    // Back in the basket, the new price is shown with what it was, and it is what the visitor pays.
    await shop.getByRole('banner').getByRole('link', { name: fillText(uiText(lang, 'shell', 'header.basketLabel_one'), { count: 1 }), exact: true }).click();
    const changed = shop.getByRole('main').getByRole('heading', { name: uiText(lang, 'checkout', 'basket.pricesChanged') });
    await expect(changed).toBeVisible();
    await expect(changed.locator('xpath=..')).toContainText(money(catalog(), lang, 2000));
    await expect(shop.getByRole('main').locator('.basket-price')).toHaveText(money(catalog(), lang, 2400));
    await expectAccessible(shop, 'basket with a changed price');
    await shop.getByRole('button', { name: uiText(lang, 'checkout', 'basket.toPayment') }).click();
    await fillPaymentStep(shop, lang, catalog(), guest);
    await shop.getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, 2400) }), exact: true }).click();
    await expect(shop).toHaveURL(/\/pay\/[^/]+$/);
  } finally {
    await visitor.close();
  }
});

test('a door account cannot open the events, and the server refuses their data', async ({ page }) => {
  await signIn(page, demoStaff('door'));
  await expect((await officeSections(page)).getByRole('link', { name: officeText('nav.events') })).toHaveCount(0);
  await page.goto('/office/events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('shell.notAllowedTitle'));
  const answer = await page.request.get('/office/api/events');
  expect(answer.status()).toBe(403);
});
