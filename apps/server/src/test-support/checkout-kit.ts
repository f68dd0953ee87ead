import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Helpers for checkout tests: a guest session, a future slot of the fixture events, a started payment. */
export const guestDetails = {
  email: 'ada@example.org',
  salutation: 'ms',
  fname: 'Ada',
  lname: 'Lovelace',
  street: 'Seeweg 1',
  zip: '8000',
  city: 'Zürich',
  country: 'CH',
};

export const registerGuest = async (app: FastifyInstance, lang = 'en', details: Record<string, unknown> = guestDetails): Promise<string> => {
  const res = await app.inject({ method: 'POST', url: `/api/${lang}/auth/guest`, payload: { c: details } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { token: string } }).data.token;
};

/** A slot of the fixture collection (event 501, 10 places) at least a day ahead; `nth` picks another one. */
export const futureSlot = async (app: FastifyInstance, nth = 0, eventId = 501): Promise<{ id: number; datetime: string }> => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const slots = await app.db
    .selectFrom('timeslots')
    .select(['id', 'starts_at'])
    .where('event_id', '=', eventId)
    .where('starts_at', '>', tomorrow)
    .orderBy('starts_at')
    .execute();
  const slot = slots[nth];
  if (slot === undefined) throw new Error(`no future slot #${nth} for event ${eventId}`);
  return { id: slot.id, datetime: slot.starts_at };
};

export const slotCounters = (app: FastifyInstance, id: number) =>
  app.db.selectFrom('timeslots').select(['capacity', 'sold', 'held']).where('id', '=', id).executeTakeFirstOrThrow();

export const adults = (datetime: string, count: number, extra: Record<string, unknown> = {}) => ({ type: 'ticket', id: 5011, count, datetime, subtickets: [], ...extra });

export const initBody = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  payart: 300,
  aux: {},
  cart: { ver: 1, items },
  url: { continue: '/en/checkout/success', cancel: '/en/checkout/failed' },
  ...extra,
});

export const initPayment = (app: FastifyInstance, token: string | undefined, body: unknown, lang = 'en') =>
  app.inject({ method: 'POST', url: `/api/${lang}/checkout/initPayment${token === undefined ? '' : `?_=${token}`}`, payload: body as object });

/** Starts a payment that must succeed; answers the payment page path and id. */
export const startPayment = async (app: FastifyInstance, token: string, items: unknown[], lang = 'en') => {
  const res = await initPayment(app, token, initBody(items), lang);
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL((res.json() as { data: string }).data);
  return { path: url.pathname, paymentId: url.pathname.split('/').pop() ?? '' };
};

/** Clicks a button of the payment page; answers the address the payer is sent to. */
export const choose = async (app: FastifyInstance, path: string, outcome: 'confirmed' | 'declined' | 'canceled'): Promise<URL> => {
  const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(String(res.headers.location));
};

export const execPayment = (app: FastifyInstance, cartId: string, lang = 'en') =>
  app.inject({ method: 'POST', url: `/api/${lang}/checkout/execPayment?us=abcdefghijkl&sessionUs=abcdefghijkl&srcURL=%2F`, payload: { cartId } });

/** Pays a cart through the payment page; answers its cart id. */
export const buyAndPay = async (app: FastifyInstance, token: string, items: unknown[], lang = 'en'): Promise<string> => {
  const { path } = await startPayment(app, token, items, lang);
  const back = await choose(app, path, 'confirmed');
  return back.searchParams.get('cartId') ?? '';
};
