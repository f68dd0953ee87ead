import { apiErrorSchema, donationResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalog, type CatalogInput } from '../../kinds.js';
import { adults, choose, execPayment, futureSlot, guestDetails, initBody, initPayment, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureDonationOffer } from '../../test-support/fixture-donation.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { expectRowsAddUp } from '../../test-support/mail-sums.js';
import { newestMail } from '../../test-support/outbox-mails.js';
import { pdfText } from '../../test-support/pdf-text.js';

const offer = fixtureDonationOffer();
const OFFER = offer.id;
const catalog = (donation: unknown): CatalogInput => ({ ...fixtureCatalogWithMerchandise(), donation } as CatalogInput);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const donation = (amount: number, extra: Record<string, unknown> = {}) => ({ type: 'donation', id: OFFER, amount, ...extra });
const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

/** Books a cart through the test payment page for a guest who asked for the invoice; answers the booked order. */
const buy = async (items: unknown[], lang = 'en') => {
  const token = await registerGuest(t.app, lang, { ...guestDetails, send_invoice: true });
  const { path } = await startPayment(t.app, token, items, lang);
  const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
  const exec = await execPayment(t.app, cartId, lang);
  expect(exec.statusCode, exec.body).toBe(200);
  return latestOrder();
};

const attachment = async (mailId: number, index: number) => (await get(`/outbox/${mailId}/attachments/${index}`)).rawPayload;

describe('the donation offer', () => {
  it('answers fixed amounts and the bounds of an amount of choice in the request language', async () => {
    const res = await get('/api/de/donation');
    expect(res.statusCode).toBe(200);
    expect(donationResponseSchema.parse(res.json()).data.offer).toEqual({
      id: OFFER,
      name: 'Spende an das Museum',
      text: 'Ihre Spende hilft uns.',
      amounts: [500, 1000, 2000],
      free: { min_amount: 100, max_amount: 100_000 },
      receipt: false,
    });
    expect(donationResponseSchema.parse((await get('/api/fr/donation')).json()).data.offer).toMatchObject({ name: 'Don au musée', text: 'Ihre Spende hilft uns.' });
  });
});

describe('donations at checkout', () => {
  it('a donation of choice is priced from the catalog, VAT-free, holds and ships nothing, and is thanked in the mail and on the invoice', async () => {
    const order = await buy([donation(1234, { totalPrice: 1234 })], 'de');
    expect(order).toMatchObject({ total_cents: 1234, amount_due_cents: 1234, status: 'booked', shipping_address: null });
    const lines = await t.app.db.selectFrom('order_lines').select(['type', 'name', 'count', 'unit_price_cents', 'total_cents', 'vat_bp']).where('order_id', '=', order.id).execute();
    expect(lines).toEqual([{ type: 'donation', name: 'Spende an das Museum', count: 1, unit_price_cents: 1234, total_cents: 1234, vat_bp: 0 }]);
    expect(await t.app.db.selectFrom('claims').select('id').where('order_id', '=', order.id).execute()).toEqual([]);

    const mail = await newestMail(t.app);
    expect(mail.text).toContain('Spende an das Museum');
    expect(mail.text).toContain('Herzlichen Dank für Ihre Unterstützung!');
    expect(mail.html).toContain('Herzlichen Dank für Ihre Unterstützung!');
    expect(expectRowsAddUp(mail.text).sums).toEqual([1234]);
    // Nothing to download: the invoice is the one attachment.
    expect(mail.attachments.map((attached) => attached.filename)).toEqual([`rechnung-${order.id}.pdf`]);
    const invoice = pdfText(await attachment(mail.id, 0));
    expect(invoice).toContain('Spende an das Museum');
    expect(invoice).toContain('Herzlichen Dank für Ihre Unterstützung!');
    expect(invoice).toMatch(/0\s%/);
    expect(invoice).toMatch(/CHF\s12\.34/);
  });

  it('a fixed amount beside a ticket: the ticket carries VAT, the donation none', async () => {
    const slot = await futureSlot(t.app, 3);
    const order = await buy([adults(slot.datetime, 1), donation(2000)]);
    expect(order.total_cents).toBe(1800 + 2000);
    const lines = await t.app.db.selectFrom('order_lines').select(['type', 'vat_bp']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(lines).toEqual([
      { type: 'ticket', vat_bp: expect.any(Number) as unknown },
      { type: 'donation', vat_bp: 0 },
    ]);
    const mail = await newestMail(t.app);
    expect(mail.text).toContain('Thank you for supporting the museum!');
    expect(expectRowsAddUp(mail.text).sums).toEqual([3800]);
  });

  it.each([
    { name: 'an amount of choice below the minimum', item: donation(99), code: 'DONATION_AMOUNT_TOO_LOW', params: { minimum: expect.stringMatching(/^CHF\s1\.00$/) as unknown } },
    { name: 'an amount of choice above the maximum', item: donation(100_001), code: 'DONATION_AMOUNT_TOO_HIGH', params: { maximum: expect.stringMatching(/^CHF\s1.000\.00$/) as unknown } },
    { name: 'a changed total', item: donation(500, { totalPrice: 400 }), code: 'PRICE_CHANGED', params: { line: 1 } },
    { name: 'another offer', item: { type: 'donation', id: 9999, amount: 500 }, code: 'DONATION_NOT_OFFERED', params: undefined },
  ])('refuses $name with 422 $code', async ({ item, code, params }) => {
    const token = await registerGuest(t.app);
    const res = await initPayment(t.app, token, initBody([item]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code, ...(params === undefined ? {} : { params: expect.objectContaining(params) as unknown }) });
  });

  it('refuses a second donation in one basket in the visitor language, and places no order', async () => {
    const before = await latestOrder();
    const token = await registerGuest(t.app, 'fr');
    const res = await initPayment(t.app, token, initBody([donation(500), donation(1000)]), 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'DONATION_ONE_PER_CART', message: 'Votre panier ne peut contenir qu’un seul don.' });
    expect((await latestOrder()).id).toBe(before.id);
  });

  it('refuses a malformed amount as a bad field, with a code and a message', async () => {
    const token = await registerGuest(t.app);
    const res = await initPayment(t.app, token, initBody([donation(-500)]), 'fr');
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.message).not.toBe(body.code);
  });

  it('says the bounds in the visitor language', async () => {
    const token = await registerGuest(t.app, 'de');
    const res = await initPayment(t.app, token, initBody([donation(50)]), 'de');
    expect(res.json()).toMatchObject({ code: 'DONATION_AMOUNT_TOO_LOW', message: expect.stringMatching(/^Eine Spende muss mindestens CHF\s1\.00 betragen\.$/) as unknown });
  });

  it('a voucher code pays a donation like any line (SPEC §4 excepts none)', async () => {
    const token = await registerGuest(t.app);
    const res = await initPayment(t.app, token, initBody([donation(1000), { type: 'voucherCode', barcode: 'BIG-500' }]));
    expect(res.statusCode, res.body).toBe(200);
    expect(await latestOrder()).toMatchObject({ total_cents: 1000, amount_due_cents: 0 });
  });
});

describe('offers the catalog changes', () => {
  it('takes only the fixed amounts when the offer has no amount of choice', async () => {
    await importCatalog(t.app.db, catalog({ ...offer, min_amount: null, max_amount: null }) as never, { clock: { timeZone: 'Europe/Zurich' } });
    const token = await registerGuest(t.app);
    expect((await initPayment(t.app, token, initBody([donation(1000)]))).statusCode).toBe(200);
    const res = await initPayment(t.app, await registerGuest(t.app), initBody([donation(1234)]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'DONATION_AMOUNT_NOT_OFFERED' });
  });

  it('where the museum gives receipts, a paid donation issues one, made out to the buyer, in the order PDF the mail names', async () => {
    await importCatalog(t.app.db, catalog({ ...offer, receipt: true }) as never, { clock: { timeZone: 'Europe/Zurich' } });
    expect(donationResponseSchema.parse((await get('/api/fr/donation')).json()).data.offer).toMatchObject({ receipt: true });
    const order = await buy([donation(2000)], 'fr');
    const mail = await newestMail(t.app);
    expect(mail.text).toContain('Votre attestation de don se trouve dans le PDF.');
    expect(mail.attachments.map((attached) => attached.filename)).toEqual([`documents-${order.id}.pdf`, `facture-${order.id}.pdf`]);
    const pdf = pdfText(await attachment(mail.id, 0));
    expect(pdf).toContain('Attestation de don');
    expect(pdf).toContain('Ada Lovelace\nSeeweg 1\n8000 Zürich\nSuisse');
    expect(pdf).toContain('Don au musée');
    expect(pdf).toMatch(/Montant du don\s?:\s20,00\sCHF/);
    expect(pdf).toContain('Merci de votre soutien !');
    expect(pdf).toContain('Le musée n’a fourni aucun bien ni service en contrepartie de ce don.');
    const booking = await t.app.inject({ method: 'GET', url: `/api/fr/order/${order.id}/tickets.pdf?key=${order.download_key}` });
    expect(booking.statusCode).toBe(200);
  });

  it('keeps the offer a catalog without one does not mention; answers no offer and refuses donations once --prune drops it', async () => {
    await importCatalog(t.app.db, catalog(null) as never, { clock: { timeZone: 'Europe/Zurich' } });
    expect(donationResponseSchema.parse((await get('/api/en/donation')).json()).data.offer).not.toBeNull();
    await importCatalog(t.app.db, catalog(null) as never, { clock: { timeZone: 'Europe/Zurich' }, prune: true });
    // The edge keeps catalog answers until the catalog changes: loading it counts as a change.
    expect(donationResponseSchema.parse((await get('/api/en/donation')).json()).data.offer).toBeNull();
    const res = await initPayment(t.app, await registerGuest(t.app), initBody([donation(500)]));
    expect(res.json()).toMatchObject({ code: 'DONATION_NOT_OFFERED' });
  });
});
