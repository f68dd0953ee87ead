import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, execPayment, guestDetails, initBody, initPayment, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { pdfPageCount, pdfText } from '../../test-support/pdf-text.js';
import { newestMail } from '../../test-support/outbox-mails.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

const anna = { name: 'Anna Muster', send_to_custom_addr: false };
const luca = { name: 'Luca Muster', address: { street: 'Bahnhofstrasse 3', zip: '3011', city: 'Bern', country: 'ch' }, send_to_custom_addr: true };
const pass = (owners: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'annualPass', id: 704, count: owners.length, owners, ...extra });
const stockOf = () => t.app.db.selectFrom('products').select(['stock', 'sold', 'held']).where('id', '=', 704).executeTakeFirstOrThrow();
const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('annual passes in the catalog (SPEC §7 merchandise calls with product_kind=13)', () => {
  it('lists passes with their validity only under kind 13, never as merchandise', async () => {
    const passes = (await t.app.inject({ method: 'GET', url: '/api/en/merchandise/select?product_kind=13' })).json() as { data: { products: { id: number; validity_months: number | null }[] } };
    expect(passes.data.products.map((product) => [product.id, product.validity_months])).toEqual([[704, 12]]);
    const goods = (await t.app.inject({ method: 'GET', url: '/api/en/merchandise/select' })).json() as { data: { products: { id: number; validity_months: number | null }[] } };
    expect(goods.data.products.map((product) => product.id)).not.toContain(704);
    expect(goods.data.products.every((product) => product.validity_months === null)).toBe(true);
    const detail = (await t.app.inject({ method: 'GET', url: '/api/de/merchandise?article=704' })).json() as { data: { name: string; validity_months: number } };
    expect(detail.data).toMatchObject({ name: 'Jahreskarte', validity_months: 12 });
  });
});

describe('annual passes at checkout', () => {
  it('holds one unit per owner, and a paid pass issues one card per owner in a PDF mailed in the visitor language', async () => {
    const token = await registerGuest(t.app, 'de');
    const before = await stockOf();
    const { path } = await startPayment(t.app, token, [pass([anna, luca], { totalPrice: 18_000 })], 'de');
    expect(await stockOf()).toEqual({ ...before, held: before.held + 2 });
    const order = await latestOrder();
    expect(order).toMatchObject({ total_cents: 18_000, amount_due_cents: 18_000, shipping_cents: 0, shipping_address: null });
    const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
    const exec = await execPayment(t.app, cartId, 'de');
    expect(exec.json()).toMatchObject({ data: { has_tickets: true, tickets_only: false } });
    expect(await stockOf()).toEqual({ ...before, sold: before.sold + 2 });

    const cards = await t.app.db.selectFrom('issued_passes').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    expect(cards.map((card) => [card.owner_name, card.send_to_custom_addr])).toEqual([
      ['Anna Muster', 0],
      ['Luca Muster', 1],
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
    expect(cards[0]?.valid_from).toBe(today);
    expect(cards[0]?.valid_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(cards[0]?.valid_to.slice(0, 4))).toBe(Number(today.slice(0, 4)) + (today.slice(5) === '01-01' ? 0 : 1));
    expect(JSON.parse(cards[1]?.owner_address ?? 'null')).toEqual({ street: 'Bahnhofstrasse 3', zip: '3011', city: 'Bern', country: 'CH' });
    expect(new Set(cards.map((card) => card.barcode)).size).toBe(2);

    const mail = await newestMail(t.app);
    expect(mail.subject).toBe(`Ihre Bestellung ${order.id} bei Testmuseum`);
    expect(mail.text).toContain('Ihre Dokumente finden Sie als PDF');
    // A pass-only order names neither tickets nor vouchers.
    expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/ticket|gutschein/i);
    expect(mail.text).toContain('Karteninhaber/innen:');
    expect(mail.text).toContain('Karteninhaber/in 2: Luca Muster');
    expect(mail.text).toContain('Bahnhofstrasse 3, 3011 Bern, Schweiz');
    expect(mail.attachments).toMatchObject([{ filename: `dokumente-${order.id}.pdf`, contentType: 'application/pdf' }]);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/de/order/${order.id}/tickets.pdf?key=${order.download_key}` });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Karte 1 von 2');
    expect(text).toContain('Karte 2 von 2');
    expect(text).toContain('Anna Muster');
    expect(text).toContain('Luca Muster');
    const [y, m, d] = (cards[0]?.valid_from ?? '').split('-');
    expect(text).toContain(`Gültig vom ${d}.${m}.${y} bis`);
    expect(text).toContain(cards[0]?.barcode ?? 'missing');
    expect(text).toContain('Die Karte wird zusätzlich per Post gesendet an: Bahnhofstrasse 3, 3011 Bern, Schweiz');
    // The holders' summary page, then one page per card.
    expect(pdfPageCount(pdf.rawPayload)).toBe(3);
  });

  it.each([
    { name: 'fewer owners than passes', item: { type: 'annualPass', id: 704, count: 2, owners: [anna] }, status: 422, code: 'PASS_OWNERS_INCOMPLETE' },
    { name: 'an owner without a name', item: pass([{ name: '  ', send_to_custom_addr: false }]), status: 422, code: 'PASS_OWNERS_INCOMPLETE' },
    { name: 'a card to send without an address', item: pass([{ name: 'Mia', send_to_custom_addr: true }]), status: 422, code: 'PASS_OWNERS_INCOMPLETE' },
    { name: 'a card to send to an incomplete address', item: pass([{ name: 'Mia', address: { street: '', zip: '3011', city: 'Bern', country: 'CH' }, send_to_custom_addr: true }]), status: 422, code: 'PASS_OWNERS_INCOMPLETE' },
    { name: 'goods sold as a pass', item: { ...pass([anna]), id: 701 }, status: 422, code: 'PASS_NOT_FOUND' },
    { name: 'an unknown pass', item: { ...pass([anna]), id: 9999 }, status: 422, code: 'PASS_NOT_FOUND' },
    { name: 'a changed price', item: pass([anna], { totalPrice: 100 }), status: 422, code: 'PRICE_CHANGED' },
  ])('refuses $name with $code and holds nothing', async ({ item, status, code }) => {
    const token = await registerGuest(t.app, 'en', guestDetails);
    const before = await stockOf();
    const res = await initPayment(t.app, token, initBody([item]));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(await stockOf()).toEqual(before);
  });

  it('issues cards admitting as many times a day as the pass does when they are sold, which they keep when it changes', async () => {
    const buyCard = async () => {
      const token = await registerGuest(t.app);
      const { path } = await startPayment(t.app, token, [pass([anna], { totalPrice: 9000 })]);
      await execPayment(t.app, (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '');
      return t.app.db.selectFrom('issued_passes').select(['id', 'door_entries_per_day']).where('order_id', '=', (await latestOrder()).id).executeTakeFirstOrThrow();
    };
    const setEntries = (entries: number | null) => t.app.db.updateTable('products').set({ door_entries_per_day: entries }).where('id', '=', 704).execute();
    try {
      await setEntries(3);
      const thrice = await buyCard();
      await setEntries(null);
      const unlimited = await buyCard();
      const cards = await t.app.db.selectFrom('issued_passes').select('door_entries_per_day').where('id', 'in', [thrice.id, unlimited.id]).orderBy('id').execute();
      expect(cards.map((card) => card.door_entries_per_day)).toEqual([3, null]);
    } finally {
      await setEntries(1);
    }
  });

  it('a cancelled payment gives the passes back to stock', async () => {
    const token = await registerGuest(t.app);
    const before = await stockOf();
    const { path } = await startPayment(t.app, token, [pass([anna])]);
    expect((await stockOf()).held).toBe(before.held + 1);
    await choose(t.app, path, 'canceled');
    expect(await stockOf()).toEqual(before);
  });

  it('refuses more passes than are left', async () => {
    await t.app.db.updateTable('products').set({ stock: (await stockOf()).sold + 1 }).where('id', '=', 704).execute();
    const token = await registerGuest(t.app);
    const res = await initPayment(t.app, token, initBody([pass([anna, { ...anna, name: 'Ben' }])]));
    expect(res.json()).toMatchObject({ code: 'NOT_ENOUGH_STOCK', params: { requested: 2, available: 1 } });
  });
});
