import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newBarcode } from '../modules/orders/public.js';
import { officeCall, type SignedIn } from './office-kit.js';

/**
 * The door's tests: today's slots of the fixture collection (event 501) at chosen times, booked
 * orders with issued tickets or pass cards written straight into the database as a booking leaves
 * them, and paired devices.
 */
let serial = 0;
const next = (): number => (serial += 1);

const shopIdOf = async (app: FastifyInstance): Promise<number> => (await app.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

/** A slot of event 501 from `startsAt` for `minutes`. */
export const addSlot = async (app: FastifyInstance, startsAt: Date, minutes = 120, eventId = 501): Promise<{ id: number; startsAt: string; endsAt: string }> => {
  const slot = { event_id: eventId, starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + minutes * 60_000).toISOString(), capacity: 100_000, sold: 0, held: 0 };
  const row = await app.db.insertInto('timeslots').values(slot).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, startsAt: slot.starts_at, endsAt: slot.ends_at };
};

const addOrder = async (app: FastifyInstance, now: Date): Promise<number> => {
  const shopId = await shopIdOf(app);
  const n = next();
  const at = now.toISOString();
  const customer = await app.db
    .insertInto('customers')
    .values({ shop_id: shopId, is_guest: 1, email: `door${n}@example.org`, fname: 'Ada', lname: `Door ${n}`, send_invoice: 0, lang: 'en', created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await app.db
    .insertInto('orders')
    .values({
      cart_id: `door-cart-${n}-${randomUUID()}`,
      shop_id: shopId,
      customer_id: customer.id,
      lang: 'en',
      status: 'booked',
      total_cents: 1800,
      shipping_cents: 0,
      amount_due_cents: 1800,
      currency: 'CHF',
      payart: 300,
      continue_url: '/en/checkout/success',
      cancel_url: '/en/checkout/failed',
      download_key: `door-key-${n}-${randomUUID()}`,
      hold_expires_at: at,
      created_at: at,
      updated_at: at,
      booked_at: at,
      review_token: `door-review-${n}-${randomUUID()}`,
      reserved: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
};

/** A booked order of `count` adult tickets for a slot; answers their barcodes and the order's id. */
export const bookTickets = async (app: FastifyInstance, slot: { id: number; startsAt: string }, count: number, now = new Date()): Promise<{ orderId: number; codes: string[] }> => {
  const orderId = await addOrder(app, now);
  const line = await app.db
    .insertInto('order_lines')
    .values({
      order_id: orderId,
      line_no: 1,
      type: 'ticket',
      datetime: slot.startsAt,
      name: 'Adult',
      title: 'Collection',
      count,
      unit_price_cents: 1800,
      total_cents: 1800 * count,
      vat_bp: 810,
      parts: JSON.stringify([{ name: 'Adult', count, unitPriceCents: 1800, vatBp: 810 }]),
      details: JSON.stringify({ eventId: 501, eventTicketId: 5011, timeslotId: slot.id, printSeparately: false }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const codes = Array.from({ length: count }, newBarcode);
  await app.db
    .insertInto('issued_tickets')
    .values(codes.map((barcode) => ({ order_id: orderId, order_line_id: line.id, barcode, ticket_name: 'Adult', price_cents: 1800, vat_bp: 810, pdf_group: 0 })))
    .execute();
  return { orderId, codes };
};

/** A booked annual pass card for one owner, valid over the museum dates given, admitting once a day unless `entriesPerDay` says otherwise (null: no limit). */
export const bookPass = async (app: FastifyInstance, validFrom: string, validTo: string, { now = new Date(), entriesPerDay = 1 as number | null } = {}): Promise<{ orderId: number; code: string }> => {
  const orderId = await addOrder(app, now);
  const line = await app.db
    .insertInto('order_lines')
    .values({ order_id: orderId, line_no: 1, type: 'annualPass', datetime: null, name: 'Annual pass', title: '', count: 1, unit_price_cents: 9000, total_cents: 9000, vat_bp: 0, parts: '[]', details: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = newBarcode();
  await app.db
    .insertInto('issued_passes')
    .values({ order_id: orderId, order_line_id: line.id, barcode: code, pass_name: 'Annual pass', owner_name: 'Grace Hopper', owner_address: null, send_to_custom_addr: 0, valid_from: validFrom, valid_to: validTo, door_entries_per_day: entriesPerDay })
    .execute();
  return { orderId, code };
};

export interface PairedDevice {
  id: number;
  token: string;
}

/** The owner adds a device and a phone pairs it; answers its id and token. */
export const pairDevice = async (app: FastifyInstance, owner: SignedIn, name: string, ip = `10.9.${next() % 250}.${next() % 250}`): Promise<PairedDevice> => {
  const created = await officeCall(app, 'POST', '/door/devices', { cookie: owner.cookie, csrf: owner.csrf, payload: { name } });
  expect(created.statusCode, created.body).toBe(201);
  const { device, pairing } = (created.json() as { data: { device: { id: number }; pairing: { code: string } } }).data;
  const paired = await app.inject({ method: 'POST', url: '/office/api/door/pair', payload: { code: pairing.code }, remoteAddress: ip });
  expect(paired.statusCode, paired.body).toBe(200);
  return { id: device.id, token: (paired.json() as { data: { token: string } }).data.token };
};

export interface ScanInput {
  code: string;
  direction?: 'in' | 'out';
  offline?: boolean;
  admitted?: boolean;
  scannedAt?: Date;
  nonce?: string;
}

/** A device's upload of scans, each with a fresh nonce unless it names one. */
export const scan = (app: FastifyInstance, device: PairedDevice, scans: ScanInput[]) =>
  app.inject({
    method: 'POST',
    url: '/office/api/door/scans',
    headers: { authorization: `Bearer ${device.token}` },
    payload: {
      scans: scans.map((one) => ({
        nonce: one.nonce ?? randomUUID(),
        code: one.code,
        direction: one.direction ?? 'in',
        scannedAt: (one.scannedAt ?? new Date()).toISOString(),
        offline: one.offline ?? false,
        ...(one.admitted === undefined ? {} : { admitted: one.admitted }),
      })),
    },
  });

export interface Verdict {
  outcome: string;
  kind: string | null;
  what: string | null;
  firstUse: { at: string; door: string; by: string } | null;
  window: { opensAt: string; closesAt: string; early: boolean } | null;
  voidReason: string | null;
  pass: { owner: string; validFrom: string; validTo: string; entriesPerDay: number | null } | null;
}

/** The verdicts of an upload that must succeed, in the order sent. */
export const verdicts = async (response: Awaited<ReturnType<typeof scan>>): Promise<Verdict[]> => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { answers: { verdict: Verdict }[] } }).data.answers.map((answer) => answer.verdict);
};

/** A device call with its token. */
export const deviceGet = (app: FastifyInstance, device: PairedDevice, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/office/api${url}`, headers: { authorization: `Bearer ${device.token}`, ...headers } });
