import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { addProduct, productName, productOf, shippingCents } from '../support/merchandise.ts';
import { demoStaff, field, officeLanguage, officeSections, officeText, officeTextIn, signIn } from '../support/office.ts';
import { visitorBuysATicket } from '../support/office-purchase.ts';
import {
  acceptCookies,
  bookingNumber,
  fillPaymentStep,
  fillText,
  guestFor,
  linkInMail,
  money,
  planPurchase,
  registerAsGuest,
  submitGuest,
} from '../support/purchase.ts';
import { repoRoot, shops } from '../support/shops.ts';
import { payOnPaymentPage, payPageButtonFor } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const CATALOGUE = 5001;

/** The subject of the customer's shipping mail in `lang`, the museum's name left open. */
const shippedSubject = (lang: string, number: string): RegExp => {
  const messages = JSON.parse(readFileSync(join(repoRoot, `apps/server/src/modules/fulfilment/fulfilment-messages/${lang}.json`), 'utf8')) as Record<string, string>;
  // The outbox page's link name reads a no-break space as a space.
  const escaped = (messages.shippedSubject ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\u00a0/g, '\\s');
  return new RegExp(`^${escaped.replace('\\{museum\\}', '.+').replace('\\{booking\\}', number)}$`);
};

/** German on the desktop, French on the phone: the shop, the office and the visitor's mail each speak it. */
test('a visitor buys the catalogue; the box office packs and ships it with a tracking number and the visitor’s mail links to the parcel, in German or French', async ({ page, browser }, testInfo) => {
  test.slow();
  const lang = testInfo.project.name === 'phone' ? 'fr' : 'de';
  const office = (key: string, params: Record<string, string> = {}) => officeTextIn(lang, key, params);
  const guest = guestFor(testInfo, `office-shipping-${lang}-${Date.now()}`);
  const book = productOf(catalog(), CATALOGUE);
  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  let number = '';
  try {
    await shop.goto(`/${lang}/product/${CATALOGUE}`);
    await acceptCookies(shop, catalog(), lang);
    await expect(shop.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(productName(catalog(), CATALOGUE, lang));
    await addProduct(shop, lang);
    await shop.goto(`/${lang}/checkout`);
    await registerAsGuest(shop, lang, guest);
    await shop.getByLabel(uiText(lang, 'account', 'fields.country'), { exact: true }).first().selectOption('CH');
    await submitGuest(shop, lang);
    await fillPaymentStep(shop, lang, catalog(), guest);
    const totalCents = book.price + shippingCents(catalog(), 'CH', book.weight);
    await shop.getByRole('main').getByRole('button', { name: fillText(uiText(lang, 'checkout', 'payment.pay'), { amount: money(catalog(), lang, totalCents) }), exact: true }).click();
    await payOnPaymentPage(shop, catalog(), lang, totalCents);
    await payPageButtonFor(shop, catalog(), lang, totalCents).click();
    await expect(shop).toHaveURL(new RegExp(`/${lang}/checkout/success\\?`));
    number = await bookingNumber(shop, lang);
  } finally {
    await visitor.close();
  }

  await signIn(page, demoStaff('boxOffice'));
  await officeLanguage(page, lang);
  await page.reload();
  await (await officeSections(page, lang)).getByRole('link', { name: office('nav.shipping'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(office('fulfil.title'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: office('fulfil.pickTitle') })).toBeVisible();
  await expect(main.getByRole('cell', { name: productName(catalog(), CATALOGUE, lang) })).toBeVisible();
  await expectAccessible(page, `office shipping (${lang})`);

  await main.getByRole('link', { name: office('fulfil.order', { number }), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(office('fulfil.packingTitle', { number }));
  await expect(main.getByText('Seeweg 7')).toBeVisible();
  await expectAccessible(page, `office packing list (${lang})`);

  const trackingNumber = `99.00.${Date.now() % 1_000_000}.${testInfo.project.name === 'phone' ? '2' : '1'}`;
  await field(page, office('fulfil.carrier')).selectOption('swiss-post');
  await field(page, office('fulfil.trackingNumber')).fill(trackingNumber);
  await main.getByRole('button', { name: office('fulfil.markShippedButton') }).click();
  await expect(main.getByText(office('fulfil.shipped'))).toBeVisible();
  await expect(main.getByRole('link', { name: office('fulfil.trackParcel') })).toHaveAttribute('href', `https://service.post.ch/ekp-web/ui/entry/search/${trackingNumber}`);
  await expect(main.getByRole('button', { name: office('fulfil.markShippedButton') })).toHaveCount(0);

  const link = await linkInMail(page, guest.email, shippedSubject(lang, number), /https:\/\/service\.post\.ch\/\S+/);
  expect(link).toBe(`https://service.post.ch/ekp-web/ui/entry/search/${trackingNumber}`);
});

test('the box office opens a time’s visitor list from the Visitors screen and downloads it as CSV; both screens pass axe', async ({ page, browser }, testInfo) => {
  test.slow();
  const lang = testInfo.project.name === 'phone' ? 'fr' : 'de';
  const plan = planPurchase(catalog(), 2, false);
  const { guest, number } = await visitorBuysATicket(browser, page, testInfo, 'office-visitors', 1, { lang, adults: plan.adults });

  await signIn(page, demoStaff('boxOffice'));
  // The visit's day and time, as the desk reads them on the order.
  const order = (await (await page.request.get(`/office/api/orders/${number}`)).json()) as { data: { order: { lines: { datetime: string | null }[] } } };
  const visit = order.data.order.lines[0]?.datetime ?? '';
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(visit));
  const time = new Intl.DateTimeFormat('en', { timeStyle: 'short', hourCycle: 'h23', timeZone: 'Europe/Zurich' }).format(new Date(visit));

  await (await officeSections(page)).getByRole('link', { name: officeText('nav.visitors'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('visitors.title'));
  const main = page.getByRole('main');
  await field(page, officeText('visitors.date')).fill(day);
  await main.getByRole('button', { name: officeText('visitors.show') }).click();
  const times = main.getByRole('list', { name: officeText('visitors.times') });
  await expect(times).toBeVisible();
  await expectAccessible(page, 'office visitors');
  await times.getByRole('link', { name: new RegExp(`^${time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} ${text(catalog(), plan.event.name, 'en')}$`) }).click();

  const row = main.getByRole('row').filter({ hasText: guest.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: number, exact: true })).toBeVisible();
  await expectAccessible(page, 'office visitor list');

  const downloading = page.waitForEvent('download');
  await main.getByRole('link', { name: officeText('visitors.csv') }).click();
  const csv = readFileSync((await (await downloading).path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^\uFEFF?Order,Status,Name,E-mail,Phone,Places,Checked in,Tickets,Details$/);
  expect(csv).toContain(`${number},paid,${guest.fname} ${guest.lname},${guest.email}`);
});
