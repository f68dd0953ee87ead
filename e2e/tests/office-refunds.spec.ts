import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { pdfText } from '../../apps/server/src/test-support/pdf-text.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, signIn } from '../support/office.ts';
import { downloadedDocuments, printedVoucherCode, voucherText } from '../support/passes-and-vouchers.ts';
import { acceptCookies, addToBasketAndOpen, chooseTickets, fillPaymentStep, fillText, guestFor, journeySlot, money, planPurchase, registerAsGuest, submitGuest } from '../support/purchase.ts';
import { repoRoot, shops, stripeStandIn } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const shop = shops.stripe;

// Both languages buy in the same time and count its free places before and after the refund: one after the other.
test.describe.configure({ mode: 'default' });
const catalog = shop.catalog;
const VARIABLE_VOUCHER = 7003;

/** The office's texts in `lang`, read from its catalog. */
const officeIn = (lang: 'de' | 'fr') => {
  const texts = JSON.parse(readFileSync(join(repoRoot, `apps/office/src/locales/${lang}.json`), 'utf8')) as Record<string, string>;
  return (key: string, params: Record<string, string> = {}): string => {
    const text = texts[key];
    if (text === undefined) throw new Error(`no office text ${key}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  };
};

/** The office's sections in the member's language, the phone's menu opened first. */
const sectionsIn = async (page: Page, office: ReturnType<typeof officeIn>) => {
  const nav = page.getByRole('navigation', { name: office('shell.navigation') });
  await expect(nav).toBeVisible();
  const menu = nav.getByRole('button', { name: office('shell.menu') });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  return nav;
};

/** Pays on the Stripe stand-in's hosted page and waits for the shop's success page. */
const payOnStripe = async (page: Page, lang: string, cents: number) => {
  await expect(page).toHaveURL(new RegExp(`^${stripeStandIn.origin}/pay/cs_`));
  await expect(page.getByTestId('amount')).toHaveText(`${(cents / 100).toFixed(2)} CHF`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${shop.origin}/${lang}/checkout/success\\?`));
};

/** What the stand-in refunded so far, as Stripe's list of refunds answers it. */
const standInRefunds = async (page: Page): Promise<{ amount: number; payment_intent: string }[]> => {
  const response = await page.request.get(`${stripeStandIn.origin}/v1/refunds`, { headers: { authorization: `Bearer ${stripeStandIn.secretKey}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { amount: number; payment_intent: string }[] }).data;
};

/** The free places of the slot at `datetime`, as the shop's ticket page reads them. */
const freePlaces = async (page: Page, lang: string, eventId: number, datetime: string): Promise<number> => {
  const day = datetime.slice(0, 10).replace(/-/g, '');
  const response = await page.request.get(`${shop.origin}/api/${lang}/ticket/collect/event/${eventId}/date/${day}`);
  const slots = ((await response.json()) as { data: { timeslot: { datetime: string; max_tickets: number }[] } }).data.timeslot;
  return slots.find((slot) => Date.parse(slot.datetime) === Date.parse(datetime))?.max_tickets ?? -1;
};

/** What the code can still pay, as the shop's balance box asks (a code with nothing left answers VOUCHER_NO_AMOUNT_LEFT). */
const codeBalance = async (page: Page, lang: string, code: string): Promise<number> => {
  const response = await page.request.get(`${shop.origin}/api/${lang}/voucher?voucher=${encodeURIComponent(code)}`);
  const body = (await response.json()) as { data?: { available_amount: number }; code?: string };
  if (body.code === 'VOUCHER_NO_AMOUNT_LEFT') return 0;
  return body.data?.available_amount ?? -1;
};

for (const lang of ['de', 'fr'] as const) {
  test(`${lang}: the box office refunds one of two tickets paid half by a voucher code and half by card; place, code balance and Stripe refund follow`, async ({ page, browser }, testInfo) => {
    test.slow();
    const office = officeIn(lang);
    const plan = planPurchase(catalog(), 2, false);
    const half = plan.totalCents / 2;
    const checkout = (key: string, values: Record<string, string | number> = {}) => fillText(uiText(lang, 'checkout', key), values);
    const shopper = async () => {
      const context = await browser.newContext({ baseURL: shop.origin, viewport: page.viewportSize() ?? undefined });
      const visitor = await context.newPage();
      return { context, visitor, main: visitor.getByRole('main') };
    };
    let code = '';
    let barcode = '';
    // A gift voucher of half the tickets' price, paid by card on Stripe's page: its code pays the other half.
    const giver = await shopper();
    try {
      const { visitor, main } = giver;
      await visitor.goto(`/${lang}/vouchers/${VARIABLE_VOUCHER}`);
      await acceptCookies(visitor, catalog(), lang);
      await main.getByLabel(voucherText(lang, 'purchase.amount', { currency: 'CHF' })).fill((half / 100).toFixed(2));
      await main.getByLabel(voucherText(lang, 'purchase.recipient')).fill('Erika Muster');
      await main.getByRole('button', { name: voucherText(lang, 'purchase.addToBasket') }).click();
      await main.getByRole('link', { name: voucherText(lang, 'purchase.toBasket') }).click();
      const buyer = guestFor(testInfo, `refund-voucher-${lang}`);
      await registerAsGuest(visitor, lang, buyer);
      await submitGuest(visitor, lang);
      await fillPaymentStep(visitor, lang, catalog(), buyer);
      await main.getByRole('button', { name: checkout('payment.pay', { amount: money(catalog(), lang, half) }), exact: true }).click();
      await payOnStripe(visitor, lang, half);
      code = printedVoucherCode(await downloadedDocuments(visitor, lang));
    } finally {
      await giver.context.close();
    }
    // Two tickets in a session of their own: the code pays half, the card the rest.
    const visitorSession = await shopper();
    try {
      const { visitor, main } = visitorSession;
      await visitor.goto(`/${lang}/tickets/${plan.event.id}`);
      await acceptCookies(visitor, catalog(), lang);
      await chooseTickets(visitor, lang, catalog(), plan, journeySlot(testInfo, 2));
      await addToBasketAndOpen(visitor, lang);
      await main.getByLabel(checkout('voucher.label'), { exact: true }).fill(code);
      await main.getByRole('button', { name: checkout('voucher.apply') }).click();
      const guest = guestFor(testInfo, `refund-tickets-${lang}`);
      await registerAsGuest(visitor, lang, guest);
      await submitGuest(visitor, lang);
      await fillPaymentStep(visitor, lang, catalog(), guest);
      await main.getByRole('button', { name: checkout('payment.pay', { amount: money(catalog(), lang, plan.totalCents - half) }), exact: true }).click();
      await payOnStripe(visitor, lang, plan.totalCents - half);
      const tickets = main.getByRole('link', { name: uiText(lang, 'checkout', 'result.download') });
      const pdf = await visitor.request.get(new URL((await tickets.getAttribute('href')) ?? '', visitor.url()).toString());
      barcode = /\b\d{16}\b/.exec(await pdfText(await pdf.body()))?.[0] ?? '';
      expect(barcode).not.toBe('');
    } finally {
      await visitorSession.context.close();
    }
    expect(await codeBalance(page, lang, code)).toBe(0);

    // The box office, in the member's language: find the order by the ticket's barcode and open it.
    await signIn(page, demoStaff('owner'), `${shop.origin}/office/sign-in`);
    await page.locator('#office-language').selectOption(lang);
    await (await sectionsIn(page, office)).getByRole('link', { name: office('nav.orders'), exact: true }).click();
    await page.getByRole('main').getByLabel(office('orders.search'), { exact: true }).fill(barcode);
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(office('orders.number', { number: '\\d+' })));
    const lineTime = await page.getByRole('main').locator('.order-lines time').first().getAttribute('datetime');
    const visit = lineTime ?? '';
    const placesBefore = await freePlaces(page, lang, plan.event.id, visit);
    const refundsBefore = (await standInRefunds(page)).length;

    await page.getByRole('button', { name: office('refund.open'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('spinbutton').first().fill('1');
    await dialog.getByRole('button', { name: office('refund.showSplit') }).click();
    const ticket = plan.totalCents / 2;
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('listitem').filter({ hasText: code.replace(/-/g, '') })).toBeVisible();
    await expectAccessible(page, 'refund dialog with its split');
    await dialog.getByRole('button', { name: new RegExp(office('refund.confirm', { amount: '.+' })) }).click();
    await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: office('refund.history') })).toBeVisible();
    await expectAccessible(page, 'order page after a refund');

    // The place is on sale again, the code holds its share again, and Stripe gave the card's share back.
    await expect.poll(() => freePlaces(page, lang, plan.event.id, visit)).toBe(placesBefore + 1);
    expect(await codeBalance(page, lang, code)).toBe(ticket / 2);
    const refunds = await standInRefunds(page);
    expect(refunds).toHaveLength(refundsBefore + 1);
    expect(refunds.at(-1)?.amount).toBe(ticket / 2);

    // The work lists open and pass axe.
    await (await sectionsIn(page, office)).getByRole('link', { name: office('nav.reservations'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(office('reservations.title'));
    await expectAccessible(page, 'reservations');
    await (await sectionsIn(page, office)).getByRole('link', { name: office('nav.flaggedOrders'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(office('flagged.title'));
    await expectAccessible(page, 'flagged orders');
  });
}
