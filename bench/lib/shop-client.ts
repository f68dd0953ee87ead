/**
 * What a buyer does over HTTP, and only that: the bench drives Foyer like a browser would, so the
 * numbers include validation, sessions and the payment page. Talks only to servers the bench started.
 */

import { request } from 'undici';

/** Every request is bounded: a stuck server ends the bench step instead of hanging it. */
const REQUEST_MS = 30_000;
const SHOP_ID = 177;

interface Answer {
  status: number;
  body: { data?: unknown; code?: string } | null;
  location: string | null;
}

export interface Slot {
  timeslot_id: number;
  datetime: string;
  max_tickets: number;
}

/** The fields of `checkout/payments` the bench reads; `direct_debit` is absent on older servers. */
interface PaymentTypeEntry {
  payartId: number;
  wallet: string | null;
  direct_debit?: boolean;
}

/**
 * One request through undici's own API rather than fetch: the bench's buyers share the machine with
 * the servers they measure, and fetch's WHATWG layers cost the client several times the CPU.
 */
const call = async (url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> => {
  const response = await request(url, { ...init, signal: AbortSignal.timeout(REQUEST_MS) });
  const header = (name: string): string | null => {
    const value = response.headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
  const isJson = (header('content-type') ?? '').includes('application/json');
  const body = isJson ? ((await response.body.json()) as Answer['body']) : (await response.body.dump(), null);
  return { status: response.statusCode, body, location: header('location') };
};

const postJson = (url: string, payload: unknown) => call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

/**
 * A type paid on the provider's own page keeps the bench on the checkout itself: no wallet, no
 * account details. Without `direct_debit`, 74 and 164 are SPEC §9's direct-debit ids.
 */
const paysOnProviderPage = (type: PaymentTypeEntry): boolean =>
  type.wallet === null && (type.direct_debit === undefined ? type.payartId !== 74 && type.payartId !== 164 : !type.direct_debit);

export const choosePaymentType = async (origin: string): Promise<number> => {
  const answer = await call(`${origin}/api/en/checkout/payments?shop=${SHOP_ID}`);
  const types = Array.isArray(answer.body?.data) ? (answer.body.data as PaymentTypeEntry[]) : [];
  const chosen = types.find(paysOnProviderPage);
  if (!chosen) throw new Error(`checkout/payments (${answer.status}) offers no payment type without wallet or account details`);
  return chosen.payartId;
};

/** One shop client: guest sessions and the steps of an order, on one server. */
export const shopClient = (origin: string, payart: number) => {
  const api = `${origin}/api/en`;
  let guests = 0;
  const guest = async (): Promise<string> => {
    guests += 1;
    const details = { email: `bench-${guests}@example.org`, fname: 'Bench', lname: `Buyer ${guests}`, street: 'Seeweg 1', zip: '8712', city: 'Seeburg', country: 'CH' };
    const answer = await postJson(`${api}/auth/guest`, { c: details });
    const token = (answer.body?.data as { token?: string } | undefined)?.token;
    if (answer.status !== 200 || !token) throw new Error(`auth/guest answered ${answer.status} ${answer.body?.code ?? ''}`.trim());
    return token;
  };
  /** Bookable slots of the event's first date, or of `day` (YYYYMMDD). */
  const slots = async (eventId: number, day?: string): Promise<Slot[]> => {
    const answer = await call(`${api}/ticket/collect/event/${eventId}${day === undefined ? '' : `/date/${day}`}`);
    return ((answer.body?.data as { timeslot?: Slot[] } | undefined)?.timeslot ?? []).filter((slot) => slot.max_tickets > 0);
  };
  /** Free places of a slot, read on its own date (the slot's datetime carries the museum's local date). */
  const remaining = async (eventId: number, slot: Slot): Promise<number | null> => {
    const day = slot.datetime.slice(0, 10).replaceAll('-', '');
    const date = (await call(`${api}/ticket/collect/event/${eventId}/date/${day}`)).body?.data as { timeslot?: Slot[] } | undefined;
    return date?.timeslot?.find((candidate) => candidate.timeslot_id === slot.timeslot_id)?.max_tickets ?? null;
  };
  const initPayment = (token: string, ticketId: number, datetime: string) =>
    postJson(`${api}/checkout/initPayment?_=${encodeURIComponent(token)}`, {
      payart,
      aux: {},
      cart: { ver: 1, items: [{ type: 'ticket', id: ticketId, count: 1, datetime, subtickets: [] }] },
      url: { continue: '/en/checkout/success', cancel: '/en/checkout/failed' },
    });
  /**
   * The payer presses "Pay" on the page initPayment answered (its address is used as given, wherever
   * the server puts it); then the shop books the order. True when booked.
   */
  const payAndBook = async (paymentPage: string): Promise<boolean> => {
    const paid = await call(paymentPage, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=confirmed' });
    const cartId = paid.location === null ? null : new URL(paid.location, origin).searchParams.get('cartId');
    if (paid.status !== 303 || cartId === null) return false;
    const booked = await postJson(`${api}/checkout/execPayment`, { cartId });
    return booked.status === 200 && typeof (booked.body?.data as { booking_id?: unknown } | undefined)?.booking_id === 'number';
  };
  /** One whole purchase of one place, once the buyer has a session. */
  const buy = async (token: string, ticketId: number, datetime: string): Promise<Purchase> => {
    const hold = await initPayment(token, ticketId, datetime);
    if (hold.status !== 200) return { held: false, booked: false, refusal: `${hold.status} ${hold.body?.code ?? ''}`.trim() };
    return { held: true, booked: await payAndBook(String(hold.body?.data)), refusal: null };
  };
  return { guest, slots, remaining, buy };
};

/** What became of one buyer: refused a hold (with its status and code), or held and then booked or not. */
export interface Purchase {
  held: boolean;
  booked: boolean;
  refusal: string | null;
}

export type ShopClient = ReturnType<typeof shopClient>;
