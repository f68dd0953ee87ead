import { apiErrorSchema, visitorListResponseSchema, officeOrderResponseSchema, officeSlotCancellationResponseSchema, officeSlotCancelPreviewResponseSchema, officeSlotCancelResponseSchema, slotChoiceResponseSchema, slotChoiceTimesResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPaymentProvider } from '../../payments/providers/test-provider/test-provider.js';
import { adults, choose, futureSlot, guestDetails, initBody, initPayment, registerGuest, slotCounters, startPayment } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithPayLater } from '../../test-support/fixture-pay-later.js';
import { addStaff, officeCall, signIn, totpCode, type SignedIn, type TestStaff } from '../../test-support/office-kit.js';
import { outboxMails } from '../../test-support/outbox-mails.js';

let t: TestApp;
let boxOffice: SignedIn;
let member: TestStaff;
let slotNo = 0;
let buyerNo = 0;

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithPayLater() });
  member = await addStaff(t.app, 'box-office', { canRefund: true });
  boxOffice = await signIn(t.app, member);
});
afterAll(async () => t.close());

/** A slot of event 501 (10 places, adults 18.00) used by no other test. */
const nextSlot = async () => {
  slotNo += 1;
  return futureSlot(t.app, slotNo);
};
/** A guest in `lang` buys `count` adults at the slot and pays by the test provider's card. */
const buy = async (slot: { datetime: string }, count: number, lang = 'en') => {
  buyerNo += 1;
  const email = `buyer${buyerNo}@example.org`;
  const token = await registerGuest(t.app, lang, { ...guestDetails, email });
  const { path, paymentId } = await startPayment(t.app, token, [adults(slot.datetime, count)], lang);
  await choose(t.app, path, 'confirmed');
  const payment = await t.app.db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return { orderId: payment.order_id, paymentId, email };
};
const post = (path: string, payload: object) => officeCall(t.app, 'POST', path, { cookie: boxOffice.cookie, csrf: boxOffice.csrf, payload });
const failure = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, apiErrorSchema.parse(res.json()).code];
const cancel = async (slotId: number, payload: object) => {
  const res = await post(`/slots/${slotId}/cancellation`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return officeSlotCancelResponseSchema.parse(res.json()).data;
};
const choicesOf = async (slotId: number) => {
  const res = await officeCall(t.app, 'GET', `/slots/${slotId}/cancellation`, { cookie: boxOffice.cookie, csrf: boxOffice.csrf });
  expect(res.statusCode, res.body).toBe(200);
  return officeSlotCancellationResponseSchema.parse(res.json()).data.buyers;
};
const cancelMail = async (email: string) => {
  const mails = await outboxMails(t.app, email);
  const mail = mails.find((sent) => / is cancelled$| ist abgesagt$| est annulée$/.test(sent.subject));
  if (mail === undefined) throw new Error(`no cancellation mail to ${email}`);
  return mail;
};
const tokenIn = (text: string): string => {
  const token = /\/visit-choice\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (token === undefined) throw new Error('no choice link in the mail');
  return token;
};
const shop = (method: 'GET' | 'POST', path: string, payload?: object) => t.app.inject({ method, url: `/api/en/slot-choices/${path}`, ...(payload === undefined ? {} : { payload }) });
const provider = () => t.app.refunds['provider'] as unknown as TestPaymentProvider;
const given = (paymentId: string) => provider().refunds.filter((entry) => entry.paymentId === paymentId).reduce((sum, entry) => sum + entry.amountCents, 0);
const choice = { mode: 'choice', deadlineDays: 14 };

describe('the preview of a cancellation', () => {
  it('counts the orders, places, amounts per tender and mails per language, and changes nothing', async () => {
    const slot = await nextSlot();
    await buy(slot, 2, 'de');
    await buy(slot, 1, 'fr');
    const before = { counters: await slotCounters(t.app, slot.id), mails: (await outboxMails(t.app)).length };

    const res = await post(`/slots/${slot.id}/cancellation/preview`, choice);
    expect(res.statusCode, res.body).toBe(200);
    const { preview } = officeSlotCancelPreviewResponseSchema.parse(res.json()).data;
    expect(preview).toMatchObject({ orders: 2, places: 3, heldPlaces: 0, totalCents: 5400, mails: [{ lang: 'de', count: 1 }, { lang: 'fr', count: 1 }], validTo: null });
    expect(preview.tenders.map((tender) => [tender.kind, tender.amountCents])).toEqual([['provider', 5400]]);
    expect(Date.parse(preview.deadline ?? '')).toBe(Date.parse(slot.datetime) + 14 * 86_400_000);

    expect(await slotCounters(t.app, slot.id)).toEqual(before.counters);
    expect((await outboxMails(t.app)).length).toBe(before.mails);
    expect(await t.app.db.selectFrom('slot_cancellations').select('id').where('timeslot_id', '=', slot.id).execute()).toEqual([]);
  });

  it('refuses a body out of bounds with a translated 400', async () => {
    const slot = await nextSlot();
    expect(failure(await post(`/slots/${slot.id}/cancellation/preview`, { mode: 'choice', deadlineDays: 365 }))).toEqual([400, 'VALIDATION_FAILED']);
    expect(failure(await post(`/slots/${slot.id}/cancellation/preview`, { mode: 'voucher', validityMonths: 0 }))).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('a cancellation that may give back more than the refunds’ threshold', () => {
  it('needs a fresh second factor, as such a refund does; without it nothing happens', async () => {
    const slot = await nextSlot();
    await buy(slot, 2);
    await t.app.db.updateTable('shop_commerce').set({ refund_second_factor_above_cents: 3000 }).execute();
    try {
      const { preview } = officeSlotCancelPreviewResponseSchema.parse((await post(`/slots/${slot.id}/cancellation/preview`, choice)).json()).data;
      expect(preview).toMatchObject({ totalCents: 3600, secondFactorRequired: true });
      expect(failure(await post(`/slots/${slot.id}/cancellation`, choice))).toEqual([403, 'OFFICE_SECOND_FACTOR_REQUIRED']);
      expect(await slotCounters(t.app, slot.id)).toMatchObject({ capacity: 10, sold: 2 });
      expect(await cancel(slot.id, { ...choice, totpCode: totpCode(member.totpSecret, new Date(Date.now() + 30_000)) })).toMatchObject({ told: 1 });
    } finally {
      await t.app.db.updateTable('shop_commerce').set({ refund_second_factor_above_cents: 20000 }).execute();
    }
  });
});

describe('cancelling a time with a choice for each buyer', () => {
  it('takes the time off sale, releases a checkout’s hold, and mails each buyer in their language a link; once', async () => {
    const slot = await nextSlot();
    const anna = await buy(slot, 2, 'de');
    const louis = await buy(slot, 1, 'fr');
    const holder = await registerGuest(t.app, 'en');
    expect((await initPayment(t.app, holder, initBody([adults(slot.datetime, 2)]))).statusCode).toBe(200);
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 3, held: 2 });

    expect(await cancel(slot.id, choice)).toMatchObject({ told: 2, cancellation: { mode: 'choice', slotId: slot.id } });
    expect(await slotCounters(t.app, slot.id)).toEqual({ capacity: 3, sold: 3, held: 0 });

    const german = await cancelMail(anna.email);
    expect(german.subject).toMatch(/^Ihr Besuch im .+ ist abgesagt$/);
    expect(german.text).toContain('Hier wählen Sie einen anderen Termin oder die Rückerstattung: http');
    const french = await cancelMail(louis.email);
    expect(french.subject).toMatch(/^Votre visite au .+ est annulée$/);
    expect(french.text).toContain('/fr/visit-choice/');
    expect(tokenIn(german.text)).not.toBe(tokenIn(french.text));
    // The database keeps only the tokens' hashes.
    const hashes = await t.app.db.selectFrom('slot_cancellation_orders').select('token_hash').where('order_id', 'in', [anna.orderId, louis.orderId]).execute();
    expect(hashes.map((row) => row.token_hash)).not.toContain(tokenIn(german.text));

    expect((await choicesOf(slot.id)).map((buyer) => [buyer.orderId, buyer.lang, buyer.choice])).toEqual([
      [anna.orderId, 'de', 'waiting'],
      [louis.orderId, 'fr', 'waiting'],
    ]);
    expect(failure(await post(`/slots/${slot.id}/cancellation`, choice))).toEqual([409, 'OFFICE_SLOT_ALREADY_CANCELLED']);
    const visitors = await officeCall(t.app, 'GET', `/visitors/slots/${slot.id}`, { cookie: boxOffice.cookie, csrf: boxOffice.csrf });
    expect(visitorListResponseSchema.parse(visitors.json()).data.slot).toMatchObject({ cancelled: true, free: 0 });
    expect(await t.app.jobs.sweep()).toBeDefined();
    expect((await outboxMails(t.app, anna.email)).filter((mail) => mail.text.includes('/visit-choice/'))).toHaveLength(1);
  });

  it('lets one buyer rebook to another time and the other take the refund; each choice once', async () => {
    const slot = await nextSlot();
    const other = await nextSlot();
    const anna = await buy(slot, 2, 'de');
    const louis = await buy(slot, 1, 'fr');
    await cancel(slot.id, choice);
    const [annaToken, louisToken] = [tokenIn((await cancelMail(anna.email)).text), tokenIn((await cancelMail(louis.email)).text)];
    const otherBefore = await slotCounters(t.app, other.id);

    const day = other.datetime.slice(0, 10);
    const times = slotChoiceTimesResponseSchema.parse((await shop('GET', `${annaToken}/times?from=${day}&to=${day}`)).json()).data.times;
    expect(times.map((time) => time.id)).toContain(other.id);
    expect(times.map((time) => time.id)).not.toContain(slot.id);

    const rebooked = await shop('POST', `${annaToken}/rebook`, { to: other.id });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect(slotChoiceResponseSchema.parse(rebooked.json()).data.choice).toMatchObject({ choice: 'rebooked', rebookedTo: other.datetime, open: false });
    expect(await slotCounters(t.app, other.id)).toMatchObject({ sold: otherBefore.sold + 2 });
    expect((await outboxMails(t.app, anna.email))[0]?.attachments[0]?.ref).toEqual({ kind: 'order-tickets', orderId: anna.orderId });
    expect(failure(await shop('POST', `${annaToken}/refund`))).toEqual([409, 'SLOT_CHOICE_MADE']);

    const refunded = await shop('POST', `${louisToken}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(slotChoiceResponseSchema.parse(refunded.json()).data.choice).toMatchObject({ choice: 'refund', amountCents: 1800 });
    expect(given(louis.paymentId)).toBe(1800);
    expect(failure(await shop('POST', `${louisToken}/refund`))).toEqual([409, 'SLOT_CHOICE_MADE']);
    expect(given(louis.paymentId)).toBe(1800);
    expect(await slotCounters(t.app, slot.id)).toEqual({ capacity: 0, sold: 0, held: 0 });

    const list = await choicesOf(slot.id);
    expect(list.map((buyer) => [buyer.orderId, buyer.choice, buyer.chosenBy, buyer.rebookedTo, buyer.amountCents])).toEqual([
      [anna.orderId, 'rebooked', 'buyer', other.datetime, null],
      [louis.orderId, 'refund', 'buyer', null, 1800],
    ]);
    expect(failure(await shop('GET', 'A'.repeat(43)))).toEqual([404, 'SLOT_CHOICE_NOT_FOUND']);
    expect(failure(await shop('GET', 'short'))).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('lets two buyers race for the last places of a time: one moves, the other may choose again', async () => {
    const slot = await nextSlot();
    const other = await nextSlot();
    const first = await buy(slot, 2);
    const second = await buy(slot, 2);
    await cancel(slot.id, choice);
    const taken = await slotCounters(t.app, other.id);
    await t.app.db.updateTable('timeslots').set({ capacity: taken.sold + taken.held + 2 }).where('id', '=', other.id).execute();
    const tokens = [tokenIn((await cancelMail(first.email)).text), tokenIn((await cancelMail(second.email)).text)];

    const answers = await Promise.all(tokens.map((token) => shop('POST', `${token}/rebook`, { to: other.id })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((res) => (res.statusCode === 409 ? apiErrorSchema.parse(res.json()).code : null)).filter(Boolean)).toEqual(['SLOT_CHOICE_FULL']);
    expect(await slotCounters(t.app, other.id)).toMatchObject({ sold: taken.sold + 2 });
    expect((await choicesOf(slot.id)).map((buyer) => buyer.choice).sort()).toEqual(['rebooked', 'waiting']);
  });

  it('refunds what is left when an amount was refunded before, never more than was paid', async () => {
    const slot = await nextSlot();
    const ada = await buy(slot, 2);
    expect((await post(`/orders/${ada.orderId}/refunds`, { scope: { kind: 'amount', amountCents: 1000 }, releaseClaims: false })).statusCode).toBe(200);
    await cancel(slot.id, choice);
    const refunded = await shop('POST', `${tokenIn((await cancelMail(ada.email)).text)}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(slotChoiceResponseSchema.parse(refunded.json()).data.choice).toMatchObject({ choice: 'refund', amountCents: 2600 });
    expect(given(ada.paymentId)).toBe(3600);
  });

  it('refunds a buyer who has not chosen by the deadline in the background round, once', async () => {
    const slot = await nextSlot();
    const late = await buy(slot, 1);
    await cancel(slot.id, { mode: 'choice', deadlineDays: 1 });
    const token = tokenIn((await cancelMail(late.email)).text);
    const after = new Date(Date.parse(slot.datetime) + 2 * 86_400_000);

    await t.app.jobs.sweep(after);
    await t.app.jobs.sweep(after);
    expect(given(late.paymentId)).toBe(1800);
    expect((await choicesOf(slot.id)).map((buyer) => [buyer.choice, buyer.chosenBy, buyer.amountCents])).toEqual([['refund', 'deadline', 1800]]);
    expect(slotChoiceResponseSchema.parse((await shop('GET', token)).json()).data.choice).toMatchObject({ choice: 'refund', open: false });
  });
});

describe('cancelling a time with a voucher code for each buyer', () => {
  it('issues a code worth what the places cost less what was refunded, releases the places, and refuses a refund of the same places', async () => {
    const slot = await nextSlot();
    const grace = await buy(slot, 3, 'en');
    const partial = await post(`/orders/${grace.orderId}/refunds`, { scope: { kind: 'lines', lines: [{ lineNo: 1, units: 1 }] }, releaseClaims: true });
    expect(partial.statusCode, partial.body).toBe(200);

    expect(await cancel(slot.id, { mode: 'voucher', validityMonths: 6 })).toMatchObject({ told: 1 });
    const [buyer] = await choicesOf(slot.id);
    expect(buyer).toMatchObject({ choice: 'voucher', amountCents: 3600 });
    const code = await t.app.db.selectFrom('voucher_codes').selectAll().where('code', '=', buyer?.voucherCode ?? '').executeTakeFirstOrThrow();
    expect(code).toMatchObject({ amount: 3600, sold: 0, held: 0 });
    expect((await cancelMail(grace.email)).text).toContain(code.code);
    expect(await slotCounters(t.app, slot.id)).toEqual({ capacity: 0, sold: 0, held: 0 });

    expect(failure(await post(`/orders/${grace.orderId}/refunds`, { scope: { kind: 'lines', lines: [{ lineNo: 1, units: 1 }] }, releaseClaims: true }))).toEqual([422, 'OFFICE_REFUND_LINES_INVALID']);
    expect(failure(await post(`/orders/${grace.orderId}/refunds`, { scope: { kind: 'order' }, releaseClaims: true }))).toEqual([409, 'OFFICE_REFUND_NOT_POSSIBLE']);
    expect(given(grace.paymentId)).toBe(1800);
    const order = officeOrderResponseSchema.parse((await officeCall(t.app, 'GET', `/orders/${grace.orderId}`, { cookie: boxOffice.cookie, csrf: boxOffice.csrf })).json()).data.order;
    expect(order.timeline.map((entry) => entry.action)).toContain('order.slot-voucher');
  });
});

describe('a voucher cancellation of places with nothing left to refund', () => {
  it('issues no code worth nothing: the places are released and the buyer only told', async () => {
    const slot = await nextSlot();
    const ada = await buy(slot, 1);
    expect((await post(`/orders/${ada.orderId}/refunds`, { scope: { kind: 'amount', amountCents: 1800 }, releaseClaims: false })).statusCode).toBe(200);
    await cancel(slot.id, { mode: 'voucher', validityMonths: 12 });
    expect((await choicesOf(slot.id)).map((buyer) => [buyer.choice, buyer.amountCents, buyer.voucherCode])).toEqual([['voucher', 0, null]]);
    expect((await cancelMail(ada.email)).text).toContain('There is nothing to refund for these places.');
    expect(await slotCounters(t.app, slot.id)).toEqual({ capacity: 0, sold: 0, held: 0 });
  });
});

describe('a cancellation interrupted between its steps', () => {
  it('is finished by the background round: the time is closed at once, the buyers told once', async () => {
    const slot = await nextSlot();
    const ada = await buy(slot, 1);
    const crashing = t.app.slotCancellations.withFaults(() => {
      throw new Error('instance died');
    });
    await expect(crashing.cancel(slot.id, { mode: 'choice', deadlineDays: 7 }, boxOffice.session.staff, 'en')).rejects.toThrow('instance died');
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ capacity: 1, sold: 1 });
    expect(await choicesOf(slot.id)).toEqual([]);

    await t.app.jobs.sweep();
    await t.app.jobs.sweep();
    expect((await choicesOf(slot.id)).map((buyer) => buyer.orderId)).toEqual([ada.orderId]);
    expect((await outboxMails(t.app, ada.email)).filter((mail) => mail.text.includes('/visit-choice/'))).toHaveLength(1);
  });

  it('gives a chosen refund a crash interrupted, once', async () => {
    const slot = await nextSlot();
    const ada = await buy(slot, 2);
    await cancel(slot.id, choice);
    const token = tokenIn((await cancelMail(ada.email)).text);
    const crashing = t.app.slotChoices.withFaults(() => {
      throw new Error('instance died');
    });
    await expect(crashing.refund(token, 'en')).rejects.toThrow('instance died');
    expect(given(ada.paymentId)).toBe(0);
    expect(failure(await shop('POST', `${token}/refund`))).toEqual([409, 'SLOT_CHOICE_MADE']);

    await t.app.jobs.sweep(new Date(Date.now() + 120_000));
    await t.app.jobs.sweep(new Date(Date.now() + 120_000));
    expect(given(ada.paymentId)).toBe(3600);
    expect((await choicesOf(slot.id))[0]).toMatchObject({ choice: 'refund', amountCents: 3600 });
  });
});
