import type { OfficeOrderLineKind, OfficeOrderStatus } from '@foyer/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * The events and tours a scoped member works on (catalog ids; null: every one of that kind). The
 * member sees the orders that held or bought places of them.
 */
export interface DeskScope {
  events: readonly number[] | null;
  tours: readonly number[] | null;
}

/** What the desk asks for: every filter optional; instants are UTC ISO, `to` excluded. */
export interface OrderSearch {
  shopId: number;
  q: string | undefined;
  status: OfficeOrderStatus | undefined;
  kind: OfficeOrderLineKind | undefined;
  from: string | undefined;
  to: string | undefined;
  /** An event's or tour's id, and a timeslot's: the orders that held or bought places of it. */
  eventId: number | undefined;
  slotId: number | undefined;
  payart: number | undefined;
  /** Undefined for a member who works on every event and tour. */
  scope: DeskScope | undefined;
  beforeId: number | undefined;
  limit: number;
}

const HIGHEST_CHARACTER = String.fromCodePoint(0x10ffff);
const MAX_ORDER_NUMBER = 2_147_483_647;

/** The order numbers a typed text names exactly: the number itself, a ticket's or pass card's barcode, a voucher code used or sold. */
export const ordersNamedExactly = async (db: Db, shopId: number, q: string): Promise<number[]> => {
  const ids = new Set<number>();
  const number = /^#?(\d{1,10})$/.exec(q)?.[1];
  if (number !== undefined && Number(number) <= MAX_ORDER_NUMBER) ids.add(Number(number));
  const barcode = q.replace(/\s/g, '');
  if (/^\d{6,32}$/.test(barcode)) {
    for (const row of await db.selectFrom('issued_tickets').select('order_id').where('barcode', '=', barcode).execute()) ids.add(row.order_id);
    for (const row of await db.selectFrom('issued_passes').select('order_id').where('barcode', '=', barcode).execute()) ids.add(row.order_id);
  }
  const code = q.toUpperCase();
  const codes = await db
    .selectFrom('voucher_codes')
    .leftJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id')
    .select(['voucher_codes.id', 'order_lines.order_id'])
    .where('voucher_codes.shop_id', '=', shopId)
    .where('voucher_codes.code', 'in', [...new Set([code, code.replace(/[\s-]/g, '')])])
    .execute();
  for (const row of codes) if (row.order_id !== null) ids.add(row.order_id);
  if (codes.length > 0) {
    const spent = await db
      .selectFrom('claims')
      .select('order_id')
      .where('resource', '=', 'voucher')
      .where('resource_id', 'in', codes.map((row) => row.id))
      .execute();
    for (const row of spent) ids.add(row.order_id);
  }
  return [...ids];
};

type OrdersQuery = SelectQueryBuilder<Database, 'orders' | 'customers', object>;

/** The orders that held or bought places of an event or tour in `scope`, as a subquery of order numbers. */
const ordersInScope = (db: Db, scope: DeskScope) =>
  db
    .selectFrom('claims')
    .innerJoin('timeslots', 'timeslots.id', 'claims.resource_id')
    .innerJoin('events', 'events.id', 'timeslots.event_id')
    .select('claims.order_id')
    .where('claims.resource', '=', 'timeslot')
    .where((eb) =>
      eb.or(
        (['event', 'tour'] as const).map((kind) => {
          const ids = kind === 'event' ? scope.events : scope.tours;
          if (ids === null) return eb('events.kind', '=', kind);
          return ids.length === 0 ? eb.lit(false) : eb.and([eb('events.kind', '=', kind), eb('events.id', 'in', [...ids])]);
        }),
      ),
    );

/** Whether a member of `scope` may see the order. */
export const orderInScope = async (db: Db, orderId: number, scope: DeskScope): Promise<boolean> =>
  (await ordersInScope(db, scope).where('claims.order_id', '=', orderId).limit(1).executeTakeFirst()) !== undefined;

/** The desk's filters, the member's scope and the page's place, on a query over orders joined with their customers. */
const filtered = (db: Db, query: OrdersQuery, search: OrderSearch): OrdersQuery =>
  query
    .where('orders.shop_id', '=', search.shopId)
    .$if(search.status !== undefined, (q) => q.where('orders.status', '=', search.status ?? 'pending'))
    .$if(search.from !== undefined, (q) => q.where('orders.created_at', '>=', search.from ?? ''))
    .$if(search.to !== undefined, (q) => q.where('orders.created_at', '<', search.to ?? ''))
    .$if(search.beforeId !== undefined, (q) => q.where('orders.id', '<', search.beforeId ?? 0))
    .$if(search.payart !== undefined, (q) => q.where('orders.payart', '=', search.payart ?? 0))
    .$if(search.scope !== undefined, (q) => q.where('orders.id', 'in', ordersInScope(db, search.scope ?? { events: null, tours: null })))
    .$if(search.slotId !== undefined, (q) =>
      q.where('orders.id', 'in', (eb) => eb.selectFrom('claims').select('claims.order_id').where('claims.resource', '=', 'timeslot').where('claims.resource_id', '=', search.slotId ?? 0)),
    )
    .$if(search.eventId !== undefined, (q) =>
      q.where('orders.id', 'in', (eb) =>
        eb
          .selectFrom('claims')
          .innerJoin('timeslots', 'timeslots.id', 'claims.resource_id')
          .select('claims.order_id')
          .where('claims.resource', '=', 'timeslot')
          .where('timeslots.event_id', '=', search.eventId ?? 0),
      ),
    )
    .$if(search.kind !== undefined, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(selectFrom('order_lines').select(sql.lit(1).as('one')).whereRef('order_lines.order_id', '=', 'orders.id').where('order_lines.type', '=', search.kind ?? '')),
      ),
    );

/**
 * The customer's lower-cased column in byte order, as the prefix indexes of migration 0030 hold it:
 * a prefix is then the range [prefix, prefix + U+10FFFF), which the index serves with bound values.
 */
const lowered = (db: Db, column: 'email' | 'fname' | 'lname') => (isPostgres(db) ? sql<string>`lower(${sql.ref(`customers.${column}`)}) collate "C"` : sql<string>`lower(${sql.ref(`customers.${column}`)})`);

const rowColumns = [
  'orders.id',
  'orders.created_at',
  'orders.status',
  'orders.total_cents',
  'orders.currency',
  'orders.payart',
  'customers.fname',
  'customers.lname',
  'customers.email',
] as const;

/**
 * One page of the desk's search, newest first. Exact matches (number, barcode, code) and the
 * customer's name or e-mail are two index-served queries, each cut at the page's size, merged here:
 * one query with an OR across them would leave PostgreSQL no index to walk.
 */
export const searchOrders = async (db: Db, search: OrderSearch) => {
  const base = () => filtered(db, db.selectFrom('orders').innerJoin('customers', 'customers.id', 'orders.customer_id'), search).select(rowColumns).orderBy('orders.id', 'desc').limit(search.limit);
  const q = search.q?.toLowerCase();
  if (q === undefined || q === '') return base().execute();
  const exact = await ordersNamedExactly(db, search.shopId, search.q ?? '');
  const byId = exact.length === 0 ? [] : await base().where('orders.id', 'in', exact).execute();
  const startsWith = (column: 'email' | 'fname' | 'lname', prefix: string) => sql<boolean>`${lowered(db, column)} >= ${prefix} and ${lowered(db, column)} < ${prefix + HIGHEST_CHARACTER}`;
  const words = q.split(/\s+/);
  const first = words[0] ?? '';
  const rest = words.slice(1).join(' ');
  const people = await base()
    .where('customers.shop_id', '=', search.shopId)
    .where(({ or }) =>
      words.length === 1
        ? or([startsWith('email', q), startsWith('fname', q), startsWith('lname', q)])
        : or([sql<boolean>`(${startsWith('fname', first)} and ${startsWith('lname', rest)})`, sql<boolean>`(${startsWith('lname', first)} and ${startsWith('fname', rest)})`, startsWith('email', q)]),
    )
    .execute();
  const merged = new Map([...byId, ...people].map((row) => [row.id, row]));
  return [...merged.values()].sort((a, b) => b.id - a.id).slice(0, search.limit);
};

/** Pay-later orders still waiting for payment, the first to lapse first (at most `limit`). */
export const findReservations = (db: Db, shopId: number, limit: number) =>
  db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select([...rowColumns, 'orders.hold_expires_at'])
    .where('orders.shop_id', '=', shopId)
    .where('orders.status', '=', 'pending')
    .where('orders.reserved', '=', 1)
    .orderBy('orders.hold_expires_at')
    .orderBy('orders.id')
    .limit(limit)
    .execute();

/**
 * Orders with money to give back that the system flagged, oldest first: paid after their places were
 * gone (`refund_required`, what their confirmed payments still hold), or with a payment that came
 * after another had paid them (what those payments still hold).
 */
export const findFlaggedOrders = async (db: Db, shopId: number, limit: number) => {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('payments', 'payments.order_id', 'orders.id')
    .select(rowColumns)
    .select((eb) => eb.fn.sum<number>(eb('payments.amount_cents', '-', eb.ref('payments.refunded_cents'))).as('flagged_cents'))
    .where('orders.shop_id', '=', shopId)
    .where((eb) => eb.or([eb.and([eb('orders.status', '=', 'refund_required'), eb('payments.status', '=', 'confirmed')]), eb('payments.status', '=', 'refund_required')]))
    .groupBy([...rowColumns])
    .orderBy('orders.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, flagged_cents: Number(row.flagged_cents) }));
};

/** The kinds of each order's lines, and the names of their payment types. */
export const orderRowFacts = async (db: Db, shopId: number, orderIds: readonly number[], payarts: readonly number[]) => {
  const kinds = orderIds.length === 0 ? [] : await db.selectFrom('order_lines').select(['order_id', 'type']).distinct().where('order_id', 'in', orderIds).execute();
  const names = payarts.length === 0 ? [] : await db.selectFrom('payment_types').select(['payart_id', 'name']).where('shop_id', '=', shopId).where('payart_id', 'in', payarts).execute();
  return { kinds, names };
};

/** What the desk's filters offer: the shop's events and tours (listed or kept for their orders) and payment types. */
export const orderFilterChoices = async (db: Db, shopId: number) => {
  const [events, paymentTypes] = await Promise.all([
    db.selectFrom('events').select(['id', 'kind', 'name']).where('shop_id', '=', shopId).orderBy('kind').orderBy('sequence_no').orderBy('id').execute(),
    db.selectFrom('payment_types').select(['payart_id', 'name']).where('shop_id', '=', shopId).orderBy('sequence_no').execute(),
  ]);
  return { events, paymentTypes };
};

/** A timeslot of the shop, with its event's name, for the chip that says what the list is narrowed to. */
export const filterSlot = (db: Db, shopId: number, slotId: number) =>
  db
    .selectFrom('timeslots')
    .innerJoin('events', 'events.id', 'timeslots.event_id')
    .select(['timeslots.id', 'timeslots.starts_at', 'events.name'])
    .where('timeslots.id', '=', slotId)
    .where('events.shop_id', '=', shopId)
    .executeTakeFirst();
