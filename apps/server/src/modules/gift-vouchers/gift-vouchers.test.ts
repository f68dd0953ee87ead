import { voucherAttrResponseSchema, voucherLookupResponseSchema, voucherSelectOneResponseSchema, voucherSelectResponseSchema } from '@foyer/contract';
import { VOUCHER_CODE_ALPHABET } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, choose, execPayment, futureSlot, initBody, initPayment, registerGuest, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithMerchandise } from '../../test-support/fixture-merchandise.js';
import { pdfPageCount, pdfText } from '../../test-support/pdf-text.js';
import { expectRowsAddUp } from '../../test-support/mail-sums.js';
import { newestMail } from '../../test-support/outbox-mails.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithMerchandise() });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const giftVoucher = (id: number, count: number, extra: Record<string, unknown> = {}) => ({ type: 'voucher', id, count, ...extra });
const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
const codesOf = (orderId: number) =>
  t.app.db
    .selectFrom('voucher_codes')
    .innerJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id')
    .select(['voucher_codes.code', 'voucher_codes.amount', 'voucher_codes.valid_from', 'voucher_codes.valid_to', 'voucher_codes.recipient', 'voucher_codes.message'])
    .where('order_lines.order_id', '=', orderId)
    .orderBy('voucher_codes.id')
    .execute();

/** Books a cart through the test payment page; answers the booked order. */
const buy = async (items: unknown[], lang = 'en') => {
  const token = await registerGuest(t.app, lang);
  const { path } = await startPayment(t.app, token, items, lang);
  const cartId = (await choose(t.app, path, 'confirmed')).searchParams.get('cartId') ?? '';
  const exec = await execPayment(t.app, cartId, lang);
  expect(exec.statusCode, exec.body).toBe(200);
  return latestOrder();
};

describe('gift vouchers on sale (SPEC §7 voucher calls)', () => {
  it('lists fixed and variable vouchers by sequence with bounds and validity', async () => {
    const res = await get('/api/de/voucher/select/event/');
    expect(res.statusCode).toBe(200);
    const { vouchers } = voucherSelectResponseSchema.parse(res.json()).data;
    expect(vouchers.map((voucher) => [voucher.id, voucher.name, voucher.variable_amount, voucher.price, voucher.min_amount, voucher.max_amount, voucher.validity_months, voucher.groupId])).toEqual([
      [802, 'Wertgutschein', true, 4000, 2000, 30_000, 24, 2],
      [801, 'Gutschein 50', false, 5000, 1000, 50_000, 36, 1],
    ]);
    expect(vouchers[0]?.image).toEqual({ src: '/static/products/voucher.svg', alt: 'Gutschein' });
  });

  it('answers one voucher, and 404 GIFT_VOUCHER_NOT_FOUND for an unknown one', async () => {
    expect(voucherSelectOneResponseSchema.parse((await get('/api/en/voucher/selectOne/price/801')).json()).data).toMatchObject({ id: 801, name: 'Voucher 50', price: 5000 });
    const missing = await get('/api/en/voucher/selectOne/price/9999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'GIFT_VOUCHER_NOT_FOUND' });
    expect((await get('/api/en/voucher/selectOne/price/abc')).statusCode).toBe(400);
  });

  it('lists only the groups that hold a voucher, by sequence', async () => {
    const { groups } = voucherAttrResponseSchema.parse((await get('/api/en/voucher/attr')).json()).data;
    expect(groups).toEqual([
      { id: 2, name: 'Experiences', sequence: 1 },
      { id: 1, name: 'For every occasion', sequence: 2 },
    ]);
  });
});

describe('gift vouchers at checkout', () => {
  it('a paid variable voucher issues an unguessable code worth its amount, printed with recipient and message, and redeemable at once', async () => {
    const order = await buy([giftVoucher(802, 1, { amount: 7550, recipient: 'Giulia', message: 'Alles Gute zum Geburtstag!', totalPrice: 7550 })], 'de');
    expect(order).toMatchObject({ total_cents: 7550, amount_due_cents: 7550 });
    const [code, ...others] = await codesOf(order.id);
    expect(others).toEqual([]);
    expect(code).toMatchObject({ amount: 7550, recipient: 'Giulia', message: 'Alles Gute zum Geburtstag!' });
    expect(code?.code).toMatch(new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{16}$`));
    const from = new Date(`${code?.valid_from ?? ''}T00:00:00Z`);
    expect(code?.valid_to).toBe(new Date(Date.UTC(from.getUTCFullYear() + 2, from.getUTCMonth(), from.getUTCDate() - 1)).toISOString().slice(0, 10));

    const mail = await newestMail(t.app);
    expect(mail.text).toContain('Für: Giulia');
    expect(mail.attachments).toMatchObject([{ filename: `dokumente-${order.id}.pdf` }]);
    const pdf = pdfText((await get(`/api/de/order/${order.id}/tickets.pdf?key=${order.download_key}`)).rawPayload);
    expect(pdf).toContain('Geschenkgutschein');
    expect(pdf).toContain('Für: Giulia');
    expect(pdf).toContain('Alles Gute zum Geburtstag!');
    expect(pdf).toContain((code?.code ?? 'missing').match(/.{4}/g)?.join('-'));
    expect(pdf).toContain('CHF\u00a075.50');
    // A page to give: the museum, no booking sheet before it and no order number on it.
    const raw = (await get(`/api/de/order/${order.id}/tickets.pdf?key=${order.download_key}`)).rawPayload;
    expect(pdfPageCount(raw)).toBe(1);
    expect(pdf).toContain('TESTMUSEUM');
    expect(pdf).not.toMatch(/Bestellung|Buchungsdetails/);

    // Typed as printed, in groups of four, and in lower case.
    const printed = (code?.code ?? '').match(/.{4}/g)?.join('-').toLowerCase() ?? '';
    const lookup = await get(`/api/en/voucher?voucher=${printed}`);
    expect(voucherLookupResponseSchema.parse(lookup.json()).data).toMatchObject({ barcode: code?.code, amount: 7550, used_amount: 0, available_amount: 7550 });
  });

  it('fixed vouchers issue one code each at their price; a sent amount does not change it', async () => {
    const order = await buy([giftVoucher(801, 2, { amount: 1 })]);
    expect(order.total_cents).toBe(10_000);
    const codes = await codesOf(order.id);
    expect(codes.map((code) => code.amount)).toEqual([5000, 5000]);
    expect(new Set(codes.map((code) => code.code)).size).toBe(2);
  });

  it.each([
    { name: 'a variable voucher without an amount', item: giftVoucher(802, 1), code: 'VOUCHER_AMOUNT_REQUIRED', params: undefined },
    { name: 'an amount below the minimum', item: giftVoucher(802, 1, { amount: 1999 }), code: 'VOUCHER_AMOUNT_TOO_LOW', params: { minimum: expect.stringMatching(/^CHF\s20\.00$/) as unknown } },
    { name: 'an amount above the maximum', item: giftVoucher(802, 1, { amount: 30_001 }), code: 'VOUCHER_AMOUNT_TOO_HIGH', params: { maximum: expect.stringMatching(/^CHF\s300\.00$/) as unknown } },
    { name: 'a changed price', item: giftVoucher(801, 1, { totalPrice: 4000 }), code: 'PRICE_CHANGED', params: { line: 1 } },
    { name: 'an unknown voucher', item: giftVoucher(9999, 1), code: 'GIFT_VOUCHER_NOT_FOUND', params: undefined },
  ])('refuses $name with $code', async ({ item, code, params }) => {
    const token = await registerGuest(t.app);
    const res = await initPayment(t.app, token, initBody([item]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code, ...(params === undefined ? {} : { params: expect.objectContaining(params) as unknown }) });
  });

  it('says the bounds in the visitor language', async () => {
    const token = await registerGuest(t.app, 'de');
    const res = await initPayment(t.app, token, initBody([giftVoucher(802, 1, { amount: 500 })]), 'de');
    expect(res.json()).toMatchObject({ message: expect.stringMatching(/^Der Gutscheinbetrag muss mindestens CHF\s20\.00 betragen\.$/) as unknown });
  });

  it('a voucher code never pays for a gift voucher: it pays the ticket beside it, the voucher stays due', async () => {
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 5);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 1), giftVoucher(801, 1), { type: 'voucherCode', barcode: 'BIG-500' }]));
    expect(res.statusCode, res.body).toBe(200);
    const order = await latestOrder();
    expect(order).toMatchObject({ total_cents: 1800 + 5000, amount_due_cents: 5000 });
    const held = await t.app.db.selectFrom('claims').select(['quantity']).where('order_id', '=', order.id).where('resource', '=', 'voucher').execute();
    expect(held).toEqual([{ quantity: 1800 }]);
  });

  it('a code typed twice, plain and grouped as printed, pays once', async () => {
    const bought = await buy([giftVoucher(801, 1)]);
    const [issued] = await codesOf(bought.id);
    const plain = issued?.code ?? '';
    const token = await registerGuest(t.app);
    const slot = await futureSlot(t.app, 6);
    const res = await initPayment(t.app, token, initBody([adults(slot.datetime, 1), { type: 'voucherCode', barcode: plain }, { type: 'voucherCode', barcode: plain.match(/.{4}/g)?.join('-') }]));
    expect(res.statusCode, res.body).toBe(200);
    const order = await latestOrder();
    const held = await t.app.db.selectFrom('claims').select(['quantity']).where('order_id', '=', order.id).where('resource', '=', 'voucher').execute();
    expect(held).toEqual([{ quantity: 1800 }]);
    expect(order.amount_due_cents).toBe(0);
    const mail = await newestMail(t.app);
    const printed = plain.match(/.{4}/g)?.join('-') ?? plain;
    expect(mail.text).toMatch(new RegExp(`Voucher code ${printed}: −CHF\\s18\\.00\\nTotal paid: CHF\\s0\\.00`));
    expect(mail.text).toMatch(new RegExp(`Remaining balance on voucher code ${printed}: CHF\\s32\\.00`));
    expect(expectRowsAddUp(mail.text).sums).toEqual([1800, -1800, 0]);
  });

  it('a cart of a gift voucher and a code alone still goes to the payment page for the whole voucher', async () => {
    const token = await registerGuest(t.app);
    const res = await initPayment(t.app, token, initBody([giftVoucher(801, 1), { type: 'voucherCode', barcode: 'BIG-500' }]));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: string }).data).toContain('/pay/');
    expect(await latestOrder()).toMatchObject({ amount_due_cents: 5000 });
  });

  it('an unpaid order issues no codes', async () => {
    const token = await registerGuest(t.app);
    const { path } = await startPayment(t.app, token, [giftVoucher(801, 1)]);
    const order = await latestOrder();
    await choose(t.app, path, 'canceled');
    expect(await codesOf(order.id)).toEqual([]);
  });
});
