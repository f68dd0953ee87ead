import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, field, officeLanguage, officeTextIn, signIn } from '../support/office.ts';
import { visitorBooksATour } from '../support/office-purchase.ts';
import { calendarGrid, linkInMail } from '../support/purchase.ts';
import { uiText } from '../support/ui-text.ts';

/** The office speaks German on a wide screen and French on a phone. */
const officeLang = (project: string) => (project === 'phone' ? 'fr' : 'de');
const CHOICE_LINK = (buyerLang: string) => new RegExp(`https?://\\S+/${buyerLang}/visit-choice/[A-Za-z0-9_-]{43}`);

/** The slot of a booked order, read from the order page's link to move its visitors. */
const slotOfOrder = async (page: Page, number: string, text: (key: string, params?: Record<string, string>) => string): Promise<string> => {
  await page.goto('/office/orders');
  const main = page.getByRole('main');
  await field(page, text('orders.search')).fill(`#${number}`);
  await main.getByRole('link', { name: text('orders.number', { number }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('orders.number', { number }));
  const href = (await main.getByRole('link', { name: text('moves.moveEveryone') }).getAttribute('href')) ?? '';
  const slot = /\/slots\/(\d+)\/move/.exec(href)?.[1];
  if (slot === undefined) throw new Error(`no slot in ${href}`);
  return slot;
};

/**
 * On the shop's page of a cancelled visit, in German: the last day with room next month, then its last time. Far from
 * the dates the journey's buyers book, so the other project's run never finds a moved buyer at the start it cancels.
 */
const rebookToAnotherDay = async (page: Page) => {
  const lang = 'de';
  const free = calendarGrid(page).getByRole('button', { disabled: false });
  await expect(calendarGrid(page)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: uiText(lang, 'orders', 'visitChoice.calendarNext') }).click();
  await free.last().click();
  const times = page.getByRole('main').getByRole('group', { name: new RegExp(`^${uiText(lang, 'orders', 'visitChoice.timesLegend').replace('{{date}}', '')}`) });
  await times.getByRole('radio').last().check();
  await page.getByRole('main').getByRole('button', { name: uiText(lang, 'orders', 'visitChoice.rebookButton') }).click();
  await expect(page.getByRole('heading', { name: uiText(lang, 'orders', 'visitChoice.rebookedHeading') })).toBeVisible();
};

/** A guided tour in French no other journey books, with one start a weekend day and no questions. */
const LAKE_TOUR = 2003;

/**
 * A guided tour's start has to be cancelled: the owner, the office speaking German (French on a phone), previews what will happen and
 * confirms; each of its two buyers gets a mail in their language (German, French) with a link. One
 * rebooks to another date through the link, the other takes the refund; the list shows who chose what.
 */
test('the owner cancels a guided tour’s start after a preview; one buyer rebooks through the mail’s link, the other takes the refund', async ({ page, browser }, testInfo) => {
  test.slow();
  const lang = officeLang(testInfo.project.name);
  const text = (key: string, params: Record<string, string> = {}) => officeTextIn(lang, key, params);
  // The desktop and phone runs cancel starts of different dates, and a retry another date than the try it follows.
  const nth = (testInfo.project.name === 'phone' ? 3 : 1) + testInfo.retry * 4;
  const anna = await visitorBooksATour(browser, page, testInfo, 'office-cancel-de', { lang: 'de', tourId: LAKE_TOUR, nth });
  const louis = await visitorBooksATour(browser, page, testInfo, 'office-cancel-fr', { lang: 'fr', tourId: LAKE_TOUR, nth });

  await signIn(page, demoStaff('owner'));
  await officeLanguage(page, lang);
  const slot = await slotOfOrder(page, anna.number, text);
  await page.goto(`/office/visitors/${slot}`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: text('cancelSlot.title') }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('cancelSlot.title'));
  await expect(main.getByRole('definition').filter({ hasText: text('moves.buyersCount', { places: '2', orders: '2' }) })).toBeVisible();
  await expectAccessible(page, 'office cancel a time');
  await main.getByRole('radio', { name: text('cancelSlot.wayChoice') }).check();
  await field(page, text('cancelSlot.deadlineDays')).fill('14');
  await main.getByRole('button', { name: text('cancelSlot.preview') }).click();
  await expect(main.getByRole('heading', { level: 2, name: text('cancelSlot.previewTitle') })).toBeVisible();
  const languages = new Intl.DisplayNames([lang], { type: 'language' });
  const mails = ['de', 'fr'].map((mailLang) => text('cancelSlot.previewMailCount', { language: languages.of(mailLang) ?? mailLang, count: '1' })).join(', ');
  await expect(main.getByText(mails)).toBeVisible();
  await expectAccessible(page, 'office cancel a time, preview');
  await main.getByRole('button', { name: text('cancelSlot.confirm') }).click();
  await expect(main.getByText(text('cancelSlot.done', { orders: '2' }))).toBeVisible();

  // Each buyer's mail, in their language, carries their own link.
  const annaLink = await linkInMail(page, anna.guest.email, /^Ihr Besuch im .+ ist abgesagt$/, CHOICE_LINK('de'));
  const louisLink = await linkInMail(page, louis.guest.email, /^Votre visite au .+ est annulée$/, CHOICE_LINK('fr'));

  await page.goto(annaLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText('de', 'orders', 'visitChoice.heading'));
  await expectAccessible(page, 'shop cancelled visit');
  await rebookToAnotherDay(page);

  await page.goto(louisLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiText('fr', 'orders', 'visitChoice.heading'));
  await page.getByRole('main').getByRole('button', { name: /^Rembourser / }).click();
  await expect(page.getByRole('heading', { name: uiText('fr', 'orders', 'visitChoice.refundHeading') })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Nous vous remboursons .+ par le moyen de paiement utilisé\. Vous n’avez rien d’autre à faire\.$/)).toBeVisible();

  await page.goto(`/office/slots/${slot}/cancellation`);
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows.filter({ hasText: anna.guest.email })).toContainText(text('cancelSlot.choiceRebooked'));
  await expect(rows.filter({ hasText: louis.guest.email })).toContainText(text('cancelSlot.choiceRefund'));
  await expectAccessible(page, 'office who chose what');
});
