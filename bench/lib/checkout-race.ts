import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOST, repoRoot } from './paths.ts';
import { startFoyer } from './processes.ts';
import type { Row } from './report.ts';

/**
 * Checkout race (issue 3 "Consistency"): many buyers ask for the last places of one timeslot at
 * once; holds and sales must never exceed its capacity. Then a throughput phase on slots with room
 * to spare measures whole orders (initPayment, payment page, execPayment) per second.
 * Runs its own server on a fresh SQLite file with a catalog variant; talks only to 127.0.0.1.
 */
export interface RaceResult {
  places: number;
  buyers: number;
  holdsGranted: number;
  holdsRefused: number;
  /** Error codes of the refused holds, e.g. {"OVERBOOKED": 40}. */
  refusals: Record<string, number>;
  ordersBooked: number;
  /** Places sold beyond the slot's capacity; must be 0. */
  oversold: number;
  /** Free places the API reports after the race: capacity minus what was booked. */
  remainingAfter: number | null;
  raceMs: number;
}

export interface ThroughputResult {
  seconds: number;
  concurrency: number;
  ordersCompleted: number;
  failures: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface CheckoutRaceReport {
  race: RaceResult;
  throughput: ThroughputResult;
}

export interface CheckoutRaceOptions {
  port: number;
  webDist: string;
  places?: number;
  buyers?: number;
  seconds?: number;
  concurrency?: number;
}

const RACE_EVENT = 9001;
const RACE_TICKET = 90011;
const ROOMY_EVENT = 9002;
const ROOMY_TICKET = 90021;
/** Every request is bounded: a stuck server ends the bench step instead of hanging it. */
const REQUEST_MS = 30_000;

interface DemoCatalog {
  events: { tickets: { name: unknown; price: number; vat_value: number }[]; [key: string]: unknown }[];
  payment_types: { payartId: number; wallet: string | null }[];
  [key: string]: unknown;
}

/** The demo museum with two events of its own: one slot a day with `places` seats, and roomy 30-minute slots. */
const writeCatalog = (file: string, places: number): number => {
  const demo = JSON.parse(readFileSync(join(repoRoot, 'demo/catalog.json'), 'utf8')) as DemoCatalog;
  const [template] = demo.events;
  const [adult] = template?.tickets ?? [];
  if (!template || !adult) throw new Error('demo/catalog.json has no event to copy');
  const ticket = (id: number) => ({ id, name: adult.name, price: adult.price, vat_value: adult.vat_value, sequence_no: 1 });
  const rule = { kind: 'timeslots', from_day: 0, weekdays: [1, 2, 3, 4, 5, 6, 7], sold_out_every_nth_day: null };
  const events = [
    { ...template, id: RACE_EVENT, sequence_no: 1, schedule: { ...rule, to_day: 3, opens: '23:00', closes: '23:59', slot_minutes: 59, capacity: places }, tickets: [ticket(RACE_TICKET)] },
    { ...template, id: ROOMY_EVENT, sequence_no: 2, schedule: { ...rule, to_day: 14, opens: '08:00', closes: '20:00', slot_minutes: 30, capacity: 100_000 }, tickets: [ticket(ROOMY_TICKET)] },
  ];
  writeFileSync(file, JSON.stringify({ ...demo, events }));
  // A type without account details keeps the bench on the checkout itself.
  const payart = demo.payment_types.find((type) => type.wallet === null && type.payartId !== 74 && type.payartId !== 164);
  if (!payart) throw new Error('demo/catalog.json has no payment type without account details');
  return payart.payartId;
};

interface Answer {
  status: number;
  body: { data?: unknown; code?: string } | null;
  location: string | null;
}

const call = async (url: string, init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_MS) });
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const body = isJson ? ((await response.json()) as Answer['body']) : (await response.arrayBuffer(), null);
  return { status: response.status, body, location: response.headers.get('location') };
};

const postJson = (url: string, payload: unknown) => call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

interface Slot {
  timeslot_id: number;
  datetime: string;
  max_tickets: number;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** One shop client: guest sessions and the three steps of an order. */
const shopClient = (origin: string, payart: number) => {
  const api = `${origin}/api/en`;
  let guests = 0;
  const guest = async (): Promise<string> => {
    guests += 1;
    const details = { email: `bench-${guests}@example.org`, fname: 'Bench', lname: `Buyer ${guests}`, street: 'Seeweg 1', zip: '8712', city: 'Seeburg', country: 'CH' };
    const answer = await postJson(`${api}/auth/guest`, { c: details });
    const token = (answer.body?.data as { token?: string } | undefined)?.token;
    if (answer.status !== 200 || !token) throw new Error(`auth/guest answered ${answer.status}`);
    return token;
  };
  const slots = async (eventId: number): Promise<Slot[]> => {
    const answer = await call(`${api}/ticket/collect/event/${eventId}`);
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
  /** The payer presses "Pay" on the built-in page; then the shop books the order. True when booked. */
  const payAndBook = async (paymentPage: string): Promise<boolean> => {
    const paid = await call(paymentPage, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=confirmed' });
    const cartId = paid.location === null ? null : new URL(paid.location, origin).searchParams.get('cartId');
    if (paid.status !== 303 || cartId === null) return false;
    const booked = await postJson(`${api}/checkout/execPayment`, { cartId });
    return booked.status === 200 && typeof (booked.body?.data as { booking_id?: unknown } | undefined)?.booking_id === 'number';
  };
  return { guest, slots, remaining, initPayment, payAndBook };
};
type ShopClient = ReturnType<typeof shopClient>;

const race = async (shop: ShopClient, places: number, buyers: number): Promise<RaceResult> => {
  const [slot] = await shop.slots(RACE_EVENT);
  if (!slot) throw new Error('the race event has no bookable slot');
  if (slot.max_tickets !== places) throw new Error(`the race slot offers ${slot.max_tickets} places, expected ${places}`);
  const tokens = await Promise.all(Array.from({ length: buyers }, () => shop.guest()));
  const started = performance.now();
  const answers = await Promise.all(tokens.map((token) => shop.initPayment(token, RACE_TICKET, slot.datetime)));
  const raceMs = performance.now() - started;
  const granted = answers.filter((answer) => answer.status === 200);
  const refusals: Record<string, number> = {};
  for (const answer of answers.filter((a) => a.status !== 200)) {
    const key = `${answer.status} ${answer.body?.code ?? ''}`.trim();
    refusals[key] = (refusals[key] ?? 0) + 1;
  }
  const booked = await Promise.all(granted.map((answer) => shop.payAndBook(String(answer.body?.data))));
  const ordersBooked = booked.filter(Boolean).length;
  return {
    places,
    buyers,
    holdsGranted: granted.length,
    holdsRefused: answers.length - granted.length,
    refusals,
    ordersBooked,
    oversold: Math.max(0, ordersBooked - places),
    remainingAfter: await shop.remaining(RACE_EVENT, slot),
    raceMs: Math.round(raceMs),
  };
};

/** `concurrency` buyers order one place after another, round-robin over roomy slots, for `seconds`. */
const throughput = async (shop: ShopClient, seconds: number, concurrency: number): Promise<ThroughputResult> => {
  const slots = await shop.slots(ROOMY_EVENT);
  if (slots.length === 0) throw new Error('the roomy event has no bookable slot');
  const tokens = await Promise.all(Array.from({ length: concurrency }, () => shop.guest()));
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const slot = slots[next++ % slots.length] as Slot;
        const orderStarted = performance.now();
        const hold = await shop.initPayment(token, ROOMY_TICKET, slot.datetime);
        const ok = hold.status === 200 && (await shop.payAndBook(String(hold.body?.data)));
        if (ok) latencies.push(performance.now() - orderStarted);
        else failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    seconds: Number(elapsed.toFixed(2)),
    concurrency,
    ordersCompleted: latencies.length,
    failures,
    ordersPerSecond: Number((latencies.length / elapsed).toFixed(1)),
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
  };
};

export const runCheckoutRace = async ({ port, webDist, places = 10, buyers = 50, seconds = 5, concurrency = 8 }: CheckoutRaceOptions): Promise<CheckoutRaceReport> => {
  const dir = mkdtempSync(join(tmpdir(), 'foyer-bench-race-'));
  const catalogFile = join(dir, 'catalog.json');
  const payart = writeCatalog(catalogFile, places);
  const server = await startFoyer(port, join(dir, 'race.sqlite'), webDist, { CATALOG_FILE: catalogFile, SMTP_URL: '' });
  try {
    const shop = shopClient(`http://${HOST}:${port}`, payart);
    return { race: await race(shop, places, buyers), throughput: await throughput(shop, seconds, concurrency) };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
};

/** Bench table rows: the race must hold and sell exactly the slot's places; throughput has no budget yet. */
export const checkoutRaceRows = ({ race, throughput }: CheckoutRaceReport): Row[] => {
  const group = 'checkout race (SQLite)';
  const refused = Object.entries(race.refusals).map(([code, count]) => `${count} × ${code}`).join(', ');
  return [
    { group, metric: `holds granted (${race.buyers} concurrent initPayment, ${race.places} places)`, value: String(race.holdsGranted), budget: `= ${race.places}`, ok: race.holdsGranted === race.places },
    { group, metric: `holds refused${refused ? ` (${refused})` : ''}`, value: String(race.holdsRefused), budget: '', ok: null },
    { group, metric: 'orders booked after pay + execPayment', value: String(race.ordersBooked), budget: `= ${race.places}`, ok: race.ordersBooked === race.places },
    { group, metric: 'oversold places', value: String(race.oversold), budget: '0', ok: race.oversold === 0 },
    { group, metric: 'free places reported afterwards', value: race.remainingAfter === null ? 'n/a' : String(race.remainingAfter), budget: '0', ok: race.remainingAfter === null ? null : race.remainingAfter === 0 },
    { group, metric: 'all initPayment answered in', value: `${race.raceMs} ms`, budget: '', ok: null },
    { group: 'checkout orders', metric: `completed orders/s (${throughput.concurrency} buyers, ${throughput.seconds} s)`, value: throughput.ordersPerSecond.toFixed(1), budget: '', ok: null },
    { group: 'checkout orders', metric: 'order p50 / p99 (initPayment + pay + execPayment)', value: `${throughput.p50Ms} / ${throughput.p99Ms} ms`, budget: '', ok: null },
    { group: 'checkout orders', metric: 'failed orders', value: String(throughput.failures), budget: '0', ok: throughput.failures === 0 },
  ];
};
