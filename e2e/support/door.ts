import Database from 'better-sqlite3';
import { chromium, expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import type { Lang } from './catalog.ts';
import { demoStaff, officeTextIn, signIn } from './office.ts';
import {
  acceptCookies,
  addToBasketAndOpen,
  bookingNumber,
  chooseTickets,
  fillPaymentStep,
  fillText,
  guestFor,
  journeySlot,
  money,
  payPageButton,
  planPurchase,
  registerAsGuest,
  submitGuest,
} from './purchase.ts';
import { shops, type Shop } from './shops.ts';
import { payOnPaymentPage } from './tours.ts';
import { uiText } from './ui-text.ts';

/** The office's words in a language, as the scanner shows them. */
export const doorText = (lang: string, key: string, params: Record<string, string> = {}): string => officeTextIn(lang, `door.${key}`, params);

/**
 * A visitor buys `adults` adult tickets of the demo's family event at the journey's `slot`th time and
 * pays; answers the order's number, the event and its documents PDF (the tickets, each with its QR
 * code and printed code).
 */
export const visitorBuysTicketsPdf = async (
  browser: Browser,
  page: Page,
  testInfo: TestInfo,
  journey: string,
  adults: number,
  { shop = shops.demo, slot = 0 }: { shop?: Shop; slot?: number } = {},
): Promise<{ number: string; eventId: number; pdf: Buffer }> => {
  const catalog = shop.catalog;
  const lang = 'en';
  const guest = guestFor(testInfo, `${journey}-${Date.now()}`);
  const plan = planPurchase(catalog(), adults, false);
  const visitor = await browser.newContext({ baseURL: shop.origin, viewport: page.viewportSize() });
  const tab = await visitor.newPage();
  try {
    await tab.goto(`/${lang}/tickets/${plan.event.id}`);
    await acceptCookies(tab, catalog(), lang);
    await chooseTickets(tab, lang, catalog(), plan, journeySlot(testInfo, slot));
    await addToBasketAndOpen(tab, lang);
    await registerAsGuest(tab, lang, guest);
    await submitGuest(tab, lang);
    await fillPaymentStep(tab, lang, catalog(), guest);
    await tab.getByRole('main').getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, plan.totalCents) }), exact: true }).click();
    await payOnPaymentPage(tab, catalog(), lang, plan.totalCents);
    await payPageButton(tab, lang, 'pay', catalog(), plan).click();
    await expect(tab).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
    const number = await bookingNumber(tab, lang);
    const link = tab.getByRole('main').getByRole('link', { name: uiText(lang, 'checkout', 'result.download') });
    const url = new URL((await link.getAttribute('href')) ?? '', tab.url()).toString();
    const response = await tab.request.get(url);
    expect(response.status(), url).toBe(200);
    return { number, eventId: plan.event.id, pdf: await response.body() };
  } finally {
    await visitor.close();
  }
};

/** The ticket codes a PDF prints under its QR codes (16 digits each). */
export const printedCodes = (pdfText: string): string[] => [...new Set([...pdfText.matchAll(/\b\d{16}\b/g)].map((match) => match[0]))];

/**
 * The event's door admits from a day before each slot to a day after it (the most its form allows),
 * so a journey's ticket, whatever the hour of the run, is inside its window.
 */
export const openDoorAllDay = (eventId: number, shop: Shop = shops.demo): void => {
  const db = new Database(shop.dbFile);
  try {
    db.prepare('update events set door_opens_minutes_before = 1440, door_closes_minutes_after = 1440 where id = ?').run(eventId);
  } finally {
    db.close();
  }
};

/** The owner, signed in in a context of their own, registers a door device; answers its id and one-time pairing code. */
export const ownerRegistersDoor = async (
  browser: Browser,
  name: string,
  shop: Shop = shops.demo,
): Promise<{ id: number; code: string; revoke: () => Promise<void>; setPin: (pin: string) => Promise<void>; close: () => Promise<void> }> => {
  const context = await browser.newContext({ baseURL: shop.origin });
  const page = await context.newPage();
  await signIn(page, demoStaff('owner'), `${shop.origin}/office/sign-in`);
  const csrf = async () => ((await (await page.request.get('/office/api/session')).json()) as { data: { csrfToken: string } }).data.csrfToken;
  const created = await page.request.post('/office/api/door/devices', { data: { name }, headers: { 'x-csrf-token': await csrf() } });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { device: { id: number }; pairing: { code: string } } };
  return {
    id: data.device.id,
    code: data.pairing.code,
    revoke: async () => {
      const revoked = await page.request.post(`/office/api/door/devices/${data.device.id}/revoke`, { headers: { 'x-csrf-token': await csrf() } });
      expect(revoked.status(), await revoked.text()).toBe(200);
    },
    setPin: async (pin) => {
      const set = await page.request.put(`/office/api/door/devices/${data.device.id}/pin`, { data: { pin }, headers: { 'x-csrf-token': await csrf() } });
      expect(set.status(), await set.text()).toBe(200);
    },
    close: () => context.close(),
  };
};

/**
 * A phone's shop (the demo's unless given) and what readies its context before its page opens (scripts
 * that must run before the scanner's own, routes).
 */
export interface PhoneOptions {
  shop?: Shop;
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

/**
 * A door phone: a browser context in `lang` (a phone's viewport on the phone project) whose page pairs
 * with the code the QR code carries, on the demo's shop or the one given.
 */
export const pairingPhone = async (browser: Browser, testInfo: TestInfo, lang: Lang, code: string, options: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page }> => {
  const { shop = shops.demo, prepare = async () => undefined } = options;
  const phone = testInfo.project.name === 'phone';
  const context = await browser.newContext({
    baseURL: shop.origin,
    locale: lang,
    viewport: testInfo.project.use.viewport ?? null,
    isMobile: phone,
    hasTouch: phone,
  });
  await prepare(context);
  const page = await context.newPage();
  await page.goto(`/office/door/pair#${code}`);
  await expect(page.getByLabel(doorText(lang, 'pair.code'))).toHaveValue(code);
  await page.getByRole('button', { name: doorText(lang, 'pair.submit') }).click();
  return { context, page };
};

/** A door phone paired and scanning, its status bar saying it is online and has downloaded the day. */
export const pairedPhone = async (browser: Browser, testInfo: TestInfo, lang: Lang, code: string, options: PhoneOptions = {}): Promise<{ context: BrowserContext; page: Page }> => {
  const phone = await pairingPhone(browser, testInfo, lang, code, options);
  await expect(phone.page.getByText(doorText(lang, 'status.online'), { exact: true })).toBeVisible();
  const [beforeTime = ''] = doorText(lang, 'status.lastSync').split('{time}');
  await expect(phone.page.getByRole('status').getByText(beforeTime)).toBeVisible();
  return phone;
};

/** A second Chromium whose camera films `y4mFile` and asks no permission: a phone held up to a ticket. */
export const browserWithCamera = (args: string[]): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...args],
  });

/** The scanner's verdict heading, large and alone on the screen. */
export const verdict = (page: Page, lang: string, key: string) => page.getByRole('heading', { level: 2, name: doorText(lang, `verdict.${key}`) });

/** A code typed into the scanner, as a door person does when the camera cannot read it. */
export const typeCode = async (page: Page, lang: string, code: string): Promise<void> => {
  await page.getByLabel(doorText(lang, 'scan.code')).fill(code);
  await page.getByLabel(doorText(lang, 'scan.code')).press('Enter');
};

export const nextVisitor = async (page: Page, lang: string): Promise<void> => {
  await page.getByRole('button', { name: doorText(lang, 'verdict.next') }).click();
};

