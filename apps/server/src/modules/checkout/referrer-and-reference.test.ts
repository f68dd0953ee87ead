import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderDocuments } from '../../documents/order-documents.js';
import { adults, choose, execPayment, futureSlot, guestDetails, initBody, initPayment, registerGuest, slotCounters } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { appDocumentFiles, appLineKinds } from '../../test-support/line-kinds.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { ShopResolver } from '../../kernel/shop-context.js';
import { newestMail } from '../../test-support/outbox-mails.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
});
afterAll(async () => t.close());

/** Pays a cart whose initPayment carries `reference`; answers its cart id. */
const payWithReference = async (token: string, datetime: string, lang: string, reference: string): Promise<string> => {
  const body = initBody([adults(datetime, 1)]);
  const res = await initPayment(t.app, token, { ...body, cart: { ...body.cart, external_document_number: reference } }, lang);
  expect(res.statusCode, res.body).toBe(200);
  const back = await choose(t.app, new URL((res.json() as { data: string }).data).pathname, 'confirmed');
  return back.searchParams.get('cartId') ?? '';
};

const latestOrder = () => t.app.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

/** Starts a checkout with `extra` laid over the body; answers the status and the order it placed, if any. */
const checkout = async (extra: Record<string, unknown>, nth = 0) => {
  const token = await registerGuest(t.app);
  const slot = await futureSlot(t.app, nth);
  const body = initBody([adults(slot.datetime, 1)]);
  const res = await initPayment(t.app, token, { ...body, ...extra, cart: { ...body.cart, ...(extra.cart as object | undefined) } }, 'de');
  return { res, slot };
};

describe('the referrer kept with the order (SPEC §9)', () => {
  it.each([
    ['another site is kept', 'https://www.tripadvisor.com/Attraction_Review-g188113', 'https://www.tripadvisor.com/Attraction_Review-g188113'],
    ['Stripe Checkout (a payment provider) is not', 'https://checkout.stripe.com/c/pay/cs_test_a1b2', null],
    ['the shop’s own payment page is not', 'http://localhost:3000/pay/abc123', null],
    ['the shop itself is not', 'http://localhost:3000/en/tickets', null],
  ])('a referrer from %s', async (_name, referrer, stored) => {
    const { res } = await checkout({ referrer });
    expect(res.statusCode, res.body).toBe(200);
    expect((await latestOrder()).referrer).toBe(stored);
  });

  it('stores none when the browser sends none', async () => {
    expect((await checkout({})).res.statusCode).toBe(200);
    expect((await latestOrder()).referrer).toBeNull();
  });

  it.each([
    ['not an address', 'somewhere'],
    ['a script address', 'javascript:alert(1)'],
    ['a line break', 'https://example.org/a\r\nSet-Cookie: x=1'],
    ['too long', `https://example.org/${'a'.repeat(1000)}`],
  ])('refuses a referrer that is %s with 400 naming the field, holding nothing', async (_name, referrer) => {
    const { res, slot } = await checkout({ referrer }, 1);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['referrer']);
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
  });
});

describe('"your reference" at checkout (SPEC §3 externalDocumentNumber)', () => {
  it('is stored trimmed, and shown on the order review, in the confirmation mail and on the invoice', async () => {
    const token = await registerGuest(t.app, 'de', { ...guestDetails, send_invoice: true });
    const slot = await futureSlot(t.app, 2);
    const cartId = await payWithReference(token, slot.datetime, 'de', '  PO-2026-0042 ');
    const booked = await execPayment(t.app, cartId, 'de');
    expect(booked.statusCode, booked.body).toBe(200);
    const order = await latestOrder();
    expect(order.external_document_number).toBe('PO-2026-0042');

    const review = await t.app.inject({ method: 'GET', url: `/api/de/order/review?id=${order.review_token}` });
    expect(review.json()).toMatchObject({ data: { external_document_number: 'PO-2026-0042' } });
    const mail = await newestMail(t.app);
    expect(mail.text).toContain(`Ihre Bestellung ${order.id}\n\nIhre Referenz: PO-2026-0042\n\n- 1 ×`);
    expect(mail.html).toContain('Ihre Referenz: PO-2026-0042</div>');
    const shops = new ShopResolver(t.app.db, {});
    const documents = new OrderDocuments(t.app.db, shops, appLineKinds(t.app.db, shops), { ...appDocumentFiles(t.app.db, t.config.staticDir), publicUrl: t.config.publicUrl });
    const invoice = pdfText(await documents.attachment({ filename: 'x.pdf', contentType: 'application/pdf', ref: { kind: 'order-invoice', orderId: order.id } }));
    expect(invoice).toMatch(/Ihre Referenz:?\s*\n?PO-2026-0042/);
  });

  it('is left out of mail and review when none was given', async () => {
    const token = await registerGuest(t.app, 'en');
    const slot = await futureSlot(t.app, 3);
    const cartId = await payWithReference(token, slot.datetime, 'en', '   ');
    expect((await execPayment(t.app, cartId)).statusCode).toBe(200);
    const order = await latestOrder();
    expect(order.external_document_number).toBeNull();
    const mail = await newestMail(t.app);
    expect(mail.text).not.toContain('Your reference');
  });

  it.each([
    ['a line break', 'PO-1\nBcc: x@example.org', 422],
    ['a line separator', 'PO-1\u2028PO-2', 422],
    ['a tab', 'PO\t1', 422],
    ['more than 50 characters', 'P'.repeat(51), 400],
  ])('refuses a reference with %s (%i) naming the field, holding nothing', async (_name, reference, status) => {
    const { res, slot } = await checkout({ cart: { external_document_number: reference } }, 4);
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().errors)).toEqual(['cart.external_document_number']);
    expect((await slotCounters(t.app, slot.id)).held).toBe(0);
  });
});
