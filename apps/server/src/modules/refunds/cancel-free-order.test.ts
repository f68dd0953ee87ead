import { apiErrorSchema, officeCancelResponseSchema, officeOrderResponseSchema } from '@foyer/contract';
import { museumDate } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, futureSlot, initBody, initPayment, registerGuest, slotCounters } from '../../test-support/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { newestMail } from '../../test-support/outbox-mails.js';

let t: TestApp;
let boxOffice: SignedIn;

/** The fixture's catalog with admission free for adults: an order of such tickets has a total of 0. */
const freeAdmission = () => {
  const catalog = fixtureCatalogWithEvents();
  const adult = catalog.events?.[0]?.tickets.find((ticket) => ticket.id === 5011);
  if (adult === undefined) throw new Error('the fixture lost its adult ticket');
  adult.price = 0;
  return catalog;
};

beforeAll(async () => {
  t = await createTestApp({ catalog: freeAdmission() });
  boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office', { canRefund: true }));
});
afterAll(async () => t.close());

/** Three free tickets, booked by the checkout at once (nothing to pay), the customer writing in `lang`. */
const bookFree = async (nth: number, lang: string) => {
  const slot = await futureSlot(t.app, nth);
  const res = await initPayment(t.app, await registerGuest(t.app, lang), initBody([adults(slot.datetime, 3)]), lang);
  expect(res.statusCode, res.body).toBe(200);
  const order = await t.app.db.selectFrom('orders').select(['id', 'status', 'total_cents']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(order).toMatchObject({ status: 'booked', total_cents: 0 });
  return { orderId: order.id, slot };
};

const cancel = (orderId: number) => officeCall(t.app, 'POST', `/orders/${orderId}/cancel`, { cookie: boxOffice.cookie, csrf: boxOffice.csrf, payload: { note: 'Group did not come' } });

describe('cancelling a booked order nothing was paid for', () => {
  it('ends it: places back on sale, tickets refused at the door, audited, a mail in the customer’s language without any refund', async () => {
    const { orderId, slot } = await bookFree(1, 'fr');
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 3 });
    const res = await cancel(orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(officeCancelResponseSchema.parse(res.json()).data.refund).toMatchObject({ cancelsOrder: true, amountCents: 0, shares: [], status: 'done', lines: [{ lineNo: 1, units: 3 }] });
    expect((await t.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('canceled');
    expect(await slotCounters(t.app, slot.id)).toMatchObject({ sold: 0, held: 0 });
    const tickets = await t.app.db.selectFrom('issued_tickets').select('refunded_at').where('order_id', '=', orderId).execute();
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((ticket) => ticket.refunded_at !== null)).toBe(true);
    const audit = await t.app.db.selectFrom('office_audit').selectAll().where('target', '=', `order:${orderId}`).where('action', '=', 'order.cancel').executeTakeFirstOrThrow();
    expect(audit.staff_id).toBe(boxOffice.session.staff.id);
    const page = officeOrderResponseSchema.parse((await officeCall(t.app, 'GET', `/orders/${orderId}`, { cookie: boxOffice.cookie, csrf: boxOffice.csrf })).json()).data.order;
    expect(page.timeline.filter((entry) => entry.event === 'refunded')).toEqual([]);
    expect(page.timeline).toContainEqual(expect.objectContaining({ event: 'staff', action: 'order.cancel' }));
    const mail = await newestMail(t.app);
    expect(mail.subject).toBe(`Votre réservation ${orderId} au Testmuseum est annulée`);
    expect(mail.text).toContain(`Nous avons annulé votre réservation ${orderId}. Elle était gratuite, il n’y a donc rien à rembourser.`);
    expect(mail.text).not.toContain('rendu par le moyen');
    // Cancelled once: nothing left to cancel.
    const again = await cancel(orderId);
    expect([again.statusCode, apiErrorSchema.parse(again.json()).code]).toEqual([409, 'OFFICE_CANCEL_NOT_POSSIBLE']);
  });

  it('is no refund: the refunds report does not count it', async () => {
    const { orderId } = await bookFree(2, 'en');
    expect((await cancel(orderId)).statusCode).toBe(200);
    const accountant = await signIn(t.app, await addStaff(t.app, 'accountant'));
    const today = museumDate(new Date(), 'Europe/Zurich');
    const res = await officeCall(t.app, 'GET', `/reports/refunds-by-staff?from=${today}&to=${today}`, { cookie: accountant.cookie, csrf: accountant.csrf });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { rows: unknown[] } }).data.rows).toEqual([]);
  });
});
