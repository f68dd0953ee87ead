import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { PAY_PAGE_LABELS } from '../../apps/server/src/payments/providers/test-provider/pay-page-labels.ts';
import { formatMoney } from '../../packages/domain/src/money/money.ts';
import { currency, shopLocale, text, type CatalogFile, type CatalogPaymentType, type Lang, type Localized } from './catalog.ts';
import { uiText } from './ui-text.ts';

/**
 * The parts of the catalog's events and payment types (docs/catalog-format.md) the purchase journeys
 * read, and the steps of a guest purchase as a visitor takes them: by accessible role and name.
 */
interface CatalogSubticket {
  id: number;
  name: Localized;
  price: number;
  min_quantity: number;
  max_quantity: number;
}
export interface CatalogTicket {
  id: number;
  name: Localized;
  price: number;
  vat_value: number;
  family?: boolean;
  subtickets?: CatalogSubticket[];
}
export interface CatalogEvent {
  id: number;
  name: Localized;
  schedule: { kind: string; from_day?: number; to_day: number; weekdays?: number[]; slot_minutes?: number; sold_out_every_nth_day?: number | null };
  tickets: CatalogTicket[];
}

const DEFAULT_PAYART = 164;
export const TEST_IBAN = 'CH9300762011623852957';

export const eventsOf = (catalog: CatalogFile): CatalogEvent[] => (catalog.events ?? []) as CatalogEvent[];

/** The special exhibition: a timeslot event that sells a family ticket. */
export const familyEvent = (catalog: CatalogFile): CatalogEvent => {
  const event = eventsOf(catalog).find((e) => e.schedule.kind === 'timeslots' && e.tickets.some((t) => t.family));
  if (!event) throw new Error('the catalog has no timeslot event with a family ticket');
  return event;
};

export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The text of a message up to its first tag (`<terms>…`): enough to name a control whose label holds links. */
export const textBeforeTags = (template: string): string => template.split('<')[0]?.trim() ?? template;

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Accessible names come with their whitespace collapsed, so any space in `value` (a French no-break space too) matches any. */
export const startsWith = (value: string): RegExp => new RegExp(`^${escapeRegExp(value).replace(/\s+/g, '\\s+')}`);

/** As the shop writes money everywhere (packages/domain `formatMoney`). */
export const money = (catalog: CatalogFile, lang: Lang, cents: number): string => formatMoney(cents, currency(catalog), shopLocale(catalog, lang));

/** SPEC §9: the VAT portion of a gross price, rounded to the cent. */
export const vatOf = (grossCents: number, rate: number): number => (rate <= 0 ? 0 : Math.round((grossCents * rate) / (100 + rate)));

/** What a journey buys: adults plus a family ticket with every member group filled, and what it costs. */
export interface Plan {
  event: CatalogEvent;
  adult: CatalogTicket;
  adults: number;
  family: CatalogTicket | null;
  familyMembers: { sub: CatalogSubticket; count: number }[];
  totalCents: number;
  vatCents: number;
}

export const planPurchase = (catalog: CatalogFile, adults: number, withFamily: boolean, event: CatalogEvent = familyEvent(catalog)): Plan => {
  const adult = event.tickets.find((t) => !t.family && (t.subtickets ?? []).length === 0);
  if (!adult) throw new Error(`event ${event.id} has no plain ticket`);
  const family = withFamily ? (event.tickets.find((t) => t.family) ?? null) : null;
  // Two of each member group where allowed: every group needs a number (SPEC §4).
  const familyMembers = (family?.subtickets ?? []).map((sub) => ({ sub, count: Math.min(2, sub.max_quantity) }));
  const familyCents = family ? family.price + familyMembers.reduce((sum, m) => sum + m.sub.price * m.count, 0) : 0;
  const adultCents = adult.price * adults;
  return {
    event,
    adult,
    adults,
    family,
    familyMembers,
    totalCents: adultCents + familyCents,
    vatCents: vatOf(adultCents, adult.vat_value) + (family ? vatOf(familyCents, family.vat_value) : 0),
  };
};

export const defaultPaymentType = (catalog: CatalogFile): CatalogPaymentType => {
  const types = catalog.payment_types.filter((t) => t.wallet === null);
  const found = types.find((t) => t.payartId === DEFAULT_PAYART) ?? types[0];
  if (!found) throw new Error('the catalog has no payment type');
  return found;
};

/** Another way to pay on the provider's page than the default one: no wallet, no account, not paid later. */
export const otherPaymentType = (catalog: CatalogFile): CatalogPaymentType => {
  const preselected = defaultPaymentType(catalog);
  const found = catalog.payment_types.find(
    (t) => t.wallet === null && !t.direct_debit && t.pay_later_days === undefined && t.payartId !== preselected.payartId,
  );
  if (!found) throw new Error('the catalog has no second online payment type');
  return found;
};

/**
 * Each journey books its own timeslot (desktop and phone runs too), so parallel tests never compete for
 * places. The demo's exhibition has seven hourly windows a day (10–17): desktop journeys take 0–3, phone
 * journeys 3–6; the one window both runs use holds their few places many times over.
 */
export const journeySlot = (testInfo: TestInfo, journey: number): number => journey + (testInfo.project.name === 'phone' ? 3 : 0);

export const guestFor = (testInfo: TestInfo, journey: string) => ({
  fname: 'Erika',
  lname: 'Muster',
  street: 'Seeweg 7',
  zip: '8712',
  city: 'Seeburg',
  email: `${journey}-${testInfo.project.name}@example.org`,
});
export type Guest = ReturnType<typeof guestFor>;

export const acceptCookies = async (page: Page, catalog: CatalogFile, lang: Lang): Promise<void> => {
  const words = text(catalog, catalog.content.cookie_warning, lang).split(/\s+/).slice(0, 6).join(' ');
  const notice = page.getByRole('region').filter({ hasText: words });
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();
};

/** The cookie notice accepted as a keyboard user does: Shift+Tab back to its button, then Enter. */
export const acceptCookiesByKeyboard = async (page: Page, catalog: CatalogFile, lang: Lang): Promise<void> => {
  const words = text(catalog, catalog.content.cookie_warning, lang).split(/\s+/).slice(0, 6).join(' ');
  const notice = page.getByRole('region').filter({ hasText: words });
  await tabTo(page, notice.getByRole('button'), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
};

/**
 * Without SMTP_URL the confirmation waits in the demo's outbox page: waits for the mail to `email`,
 * checks the page with axe and opens the mail. An operator's page, not a shop screen: on a phone its
 * wide table overlaps the link, so the address is followed.
 */
export const openMailTo = async (page: Page, email: string, axe: (page: Page, screen: string) => Promise<void>): Promise<Locator> => {
  await page.goto('/outbox');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await axe(page, 'outbox');
  await page.goto((await row.getByRole('link').getAttribute('href')) ?? '');
  await expect(page.getByText(`To: ${email}`)).toBeVisible();
  return page.locator('pre');
};

/**
 * Without SMTP_URL mails wait in the demo's outbox page: waits for the mail to `email` with that
 * subject (a customer may have several), opens it and answers the first address in it that `link` matches.
 */
export const linkInMail = async (page: Page, email: string, subject: RegExp, link: RegExp): Promise<string> => {
  await page.goto('/outbox');
  const mail = page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: subject });
  await expect(async () => {
    await page.reload();
    await expect(mail).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.goto((await mail.getAttribute('href')) ?? '');
  const body = (await page.locator('pre').textContent()) ?? '';
  const found = link.exec(body)?.[0];
  if (found === undefined) throw new Error(`no link like ${link} in the mail:\n${body}`);
  return found;
};

export const calendarGrid = (page: Page): Locator => page.getByRole('main').getByRole('grid');

export const chosenDay = (page: Page): Locator => calendarGrid(page).getByRole('gridcell', { selected: true });

/**
 * The `nth` free date (from 0) counted from the month shown, paging on while that month has too few
 * left: late in a month, the journeys' dates lie in the next one.
 */
export const freeDate = async (page: Page, lang: Lang, namespace: 'tickets' | 'tours', nth: number): Promise<Locator> => {
  const free = calendarGrid(page).getByRole('button', { disabled: false });
  const firstOfMonth = calendarGrid(page).getByRole('button').first();
  await expect(free.first()).toBeVisible();
  let earlier = 0;
  for (let months = 0; months < 3; months++) {
    const shown = await free.count();
    if (earlier + shown > nth) return free.nth(nth - earlier);
    earlier += shown;
    const monthShown = (await firstOfMonth.getAttribute('aria-label')) ?? '';
    await page.getByRole('main').getByRole('button', { name: uiText(lang, namespace, 'detail.calendarNext') }).click();
    await expect(firstOfMonth).not.toHaveAttribute('aria-label', monthShown);
  }
  throw new Error(`fewer than ${nth + 1} free dates in three months`);
};

/** Steps 1–3 on the event page: the first free date, the journey's timeslot, the plan's tickets. */
export const chooseTickets = async (page: Page, lang: Lang, catalog: CatalogFile, plan: Plan, slotIndex: number): Promise<void> => {
  const slots = page.getByRole('group', { name: uiText(lang, 'tickets', 'detail.timeLegend') }).getByRole('radio', { disabled: false });
  // The first free date with the journey's window still ahead: late in the day, today has only a few left.
  for (let day = 0; ; day++) {
    const free = await freeDate(page, lang, 'tickets', day);
    const dayOfMonth = (await free.textContent()) ?? '';
    await free.click();
    await expect(chosenDay(page)).toHaveText(dayOfMonth);
    await expect(slots.first()).toBeVisible();
    if ((await slots.count()) > slotIndex || day >= 3) break;
  }

  const slot = slots.nth(slotIndex);
  // The radio itself is drawn by its label; a visitor clicks the label.
  await slot.locator('xpath=..').click();
  await expect(slot).toBeChecked();

  const more = (name: string) => page.getByRole('button', { name: fillText(uiText(lang, 'tickets', 'detail.increment'), { name }), exact: true });
  for (let i = 0; i < plan.adults; i++) await more(text(catalog, plan.adult.name, lang)).click();
  await expect(page.getByRole('spinbutton', { name: text(catalog, plan.adult.name, lang), exact: true }).first()).toHaveValue(String(plan.adults));
  if (plan.family) {
    const familyName = text(catalog, plan.family.name, lang);
    for (const { sub, count } of plan.familyMembers) {
      for (let i = 0; i < count; i++) await more(`${familyName}: ${text(catalog, sub.name, lang)}`).click();
    }
  }
  const summary = page.getByRole('region', { name: uiText(lang, 'tickets', 'detail.summaryHeading') });
  await expect(summary).toContainText(money(catalog, lang, plan.totalCents));
  await expect(summary).toContainText(fillText(uiText(lang, 'tickets', 'detail.vatIncluded'), { amount: money(catalog, lang, plan.vatCents) }));
};

export const addToBasketAndOpen = async (page: Page, lang: Lang): Promise<void> => {
  await page.getByRole('button', { name: uiText(lang, 'tickets', 'detail.addToBasket') }).click();
  const added = page.getByRole('status').filter({ hasText: uiText(lang, 'tickets', 'detail.added') });
  await added.getByRole('link', { name: uiText(lang, 'tickets', 'detail.toBasket') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
};

/** A `dl` row of the basket totals: the definition beside its term. */
const totalsValue = (page: Page, term: string): Locator =>
  page.getByRole('main').getByRole('term').filter({ hasText: term }).first().locator('xpath=following-sibling::*[1]');

export const expectBasket = async (page: Page, lang: Lang, catalog: CatalogFile, plan: Plan): Promise<void> => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'basket.heading'));
  const lineCount = plan.family ? 2 : 1;
  const eventName = text(catalog, plan.event.name, lang);
  await expect(main.getByRole('heading', { level: 2, name: eventName })).toHaveCount(lineCount);
  const adultName = text(catalog, plan.adult.name, lang);
  const adultPart = uiText(lang, 'checkout', plan.adults === 1 ? 'basket.part_one' : 'basket.part_other');
  await expect(main.getByText(fillText(adultPart, { count: plan.adults, name: adultName, price: money(catalog, lang, plan.adult.price) }))).toBeVisible();
  if (plan.family) {
    const familyPart = fillText(uiText(lang, 'checkout', 'basket.part_one'), { count: 1, name: text(catalog, plan.family.name, lang), price: money(catalog, lang, plan.family.price) });
    await expect(main.getByText(familyPart)).toBeVisible();
    for (const { sub, count } of plan.familyMembers) {
      await expect(main.getByText(fillText(uiText(lang, 'checkout', 'basket.partIncluded'), { count, name: text(catalog, sub.name, lang) }))).toBeVisible();
    }
  }
  await expect(totalsValue(page, uiText(lang, 'checkout', 'basket.total'))).toHaveText(money(catalog, lang, plan.totalCents));
  await expect(totalsValue(page, uiText(lang, 'checkout', 'basket.vat'))).toHaveText(money(catalog, lang, plan.vatCents));
};

const GUEST_FIELDS = ['fname', 'lname', 'street', 'zip', 'city', 'email'] as const;

export const registerAsGuest = async (page: Page, lang: Lang, guest: Guest): Promise<void> => {
  await page.getByRole('button', { name: uiText(lang, 'checkout', 'basket.asGuest') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/register-guest$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'account', 'guest.heading'));
  for (const field of GUEST_FIELDS) await page.getByLabel(uiText(lang, 'account', `fields.${field}`), { exact: true }).fill(guest[field]);
};

export const submitGuest = async (page: Page, lang: Lang): Promise<void> => {
  await page.getByRole('button', { name: uiText(lang, 'account', 'guest.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?step=payment$`));
};

export const payButtonName = (catalog: CatalogFile, lang: Lang, plan: Plan): string =>
  fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog, lang, plan.totalCents) });

export const termsCheckbox = (page: Page, lang: Lang): Locator =>
  page.getByRole('checkbox', { name: startsWith(textBeforeTags(uiText(lang, 'checkout', 'payment.terms'))) });

/** The payment step: the default type is preselected; its account details when it asks for them; the terms; pay. */
export const fillPaymentStep = async (page: Page, lang: Lang, catalog: CatalogFile, guest: Guest): Promise<void> => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'checkout', 'payment.heading'));
  const type = defaultPaymentType(catalog);
  const methods = main.getByRole('group', { name: uiText(lang, 'checkout', 'payment.method') });
  await expect(methods.getByRole('radio', { name: text(catalog, type.name, lang) })).toBeChecked();
  if (type.direct_debit) {
    await main.getByLabel(uiText(lang, 'checkout', 'payment.accountHolder'), { exact: true }).fill(`${guest.fname} ${guest.lname}`);
    await main.getByLabel(uiText(lang, 'checkout', 'payment.iban'), { exact: true }).fill(TEST_IBAN);
  }
  await termsCheckbox(page, lang).check();
};

export const payLabels = (lang: Lang) => PAY_PAGE_LABELS[lang];

/** The built-in provider's page shows the amount; `outcome` is the payer's button. */
export const onPaymentPage = async (page: Page, catalog: CatalogFile, lang: Lang, plan: Plan): Promise<void> => {
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('row').last()).toContainText(money(catalog, lang, plan.totalCents));
};

export const payPageButton = (page: Page, lang: Lang, outcome: 'pay' | 'decline' | 'cancel', catalog: CatalogFile, plan: Plan): Locator => {
  const labels = payLabels(lang);
  const name = outcome === 'pay' ? labels.pay.replace('{amount}', money(catalog, lang, plan.totalCents)) : labels[outcome];
  return page.getByRole('button', { name, exact: true });
};

/** The success page's booking number, as shown after "Ihre Buchungsnummer:". */
export const bookingNumber = async (page: Page, lang: Lang): Promise<string> => {
  const line = page.getByRole('main').getByText(uiText(lang, 'checkout', 'result.bookingNumber'));
  await expect(line).toHaveText(/\d+/);
  return /(\d+)\s*$/.exec((await line.textContent()) ?? '')?.[1] ?? '';
};

export const expectPdf = async (page: Page, url: string): Promise<void> => {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
};

/** Presses Tab (or Shift+Tab) until `target` has focus: the only way a keyboard user gets there. */
/** Dates a demo rule creates sold out (docs/catalog-format.md: day number since 1970-01-01 divisible by n). */
export const soldOutDates = (event: CatalogEvent, from: string, to: string): string[] => {
  const { schedule } = event;
  const nth = schedule.sold_out_every_nth_day;
  if (!nth) return [];
  const weekdays = schedule.weekdays ?? [1, 2, 3, 4, 5, 6, 7];
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000) {
    const isoWeekday = new Date(day).getUTCDay() || 7;
    if (Math.round(day / 86_400_000) % nth === 0 && weekdays.includes(isoWeekday)) dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
};

export const museumToday = (catalog: CatalogFile): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: String(catalog.shop.time_zone ?? 'Europe/Zurich'), year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A calendar day's accessible name is the full date in the shop's locale (weekday, day, month, year). */
export const calendarDayName = (isoDate: string, catalog: CatalogFile, lang: Lang): RegExp =>
  new RegExp(
    escapeRegExp(
      new Intl.DateTimeFormat(shopLocale(catalog, lang), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`)),
    ),
  );

export const tabTo = async (page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<void> => {
  await expect(target).toBeAttached();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
};
