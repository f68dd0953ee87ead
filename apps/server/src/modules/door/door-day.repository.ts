import { addDays, doorWindow, museumDayBounds } from '@foyer/domain';
import type { Executor } from '../../db/database.js';
import type { LangContext } from '../../kernel/localize.js';
import { storedText } from '../../kernel/localize.js';
import { PASS_FACT_COLUMNS, timeslotOfDetails, voidReasonOf, windowMinutes } from './door-facts.repository.js';

/** A slot of the museum day with its event's name and the door's window. */
export interface DaySlot {
  id: number;
  eventId: number;
  eventName: string;
  startsAt: string;
  endsAt: string;
  opensAt: string;
  closesAt: string;
}

export type DayTicketState = 'valid' | 'used' | 'refunded' | 'cancelled';

export interface DayTicket {
  code: string;
  slotId: number;
  name: string;
  state: DayTicketState;
  usedAt: string | null;
}

export interface DayPass {
  code: string;
  name: string;
  owner: string;
  validFrom: string;
  validTo: string;
  entriesToday: number;
  /** Null: no limit. */
  entriesPerDay: number | null;
  /** Refunded or cancelled: the phone forgets it. */
  void: boolean;
}

/** The slots starting on a museum day, of every event and tour of the shop, by start. */
export const daySlots = async (db: Executor, shopId: number, day: string, timeZone: string, ctx: LangContext): Promise<DaySlot[]> => {
  const [start, end] = museumDayBounds(day, timeZone);
  const rows = await db
    .selectFrom('timeslots')
    .innerJoin('events', 'events.id', 'timeslots.event_id')
    .select(['timeslots.id', 'timeslots.event_id', 'timeslots.starts_at', 'timeslots.ends_at', 'events.name', 'events.door_opens_minutes_before', 'events.door_closes_minutes_after'])
    .where('events.shop_id', '=', shopId)
    .where('timeslots.starts_at', '>=', start)
    .where('timeslots.starts_at', '<', end)
    .orderBy('timeslots.starts_at')
    .orderBy('timeslots.id')
    .execute();
  return rows.map((row) => {
    const minutes = windowMinutes(row);
    return { id: row.id, eventId: row.event_id, eventName: storedText(row.name, ctx), startsAt: row.starts_at, endsAt: row.ends_at, ...doorWindow(row.starts_at, row.ends_at, minutes.before, minutes.after) };
  });
};

/** Which changes a partial download covers: those recorded at or after `since` (an ISO instant). */
export interface DayChanges {
  since: string;
}

/** The first admission of each ticket or pass admitted on the day or the one before (a window may open the evening before). */
const admittedOn = async (db: Executor, shopId: number, kind: 'ticket' | 'pass', day: string): Promise<Map<number, { at: string; count: number }>> => {
  const rows = await db
    .selectFrom('door_scans')
    .select(['subject_id', 'scanned_at', 'museum_day'])
    .where('shop_id', '=', shopId)
    .where('museum_day', 'in', [addDays(day, -1), day])
    .where('kind', '=', kind)
    .where('admission', 'is not', null)
    .orderBy('id')
    .execute();
  const admitted = new Map<number, { at: string; count: number }>();
  for (const row of rows) {
    if (row.subject_id === null || (kind === 'pass' && row.museum_day !== day)) continue;
    const seen = admitted.get(row.subject_id);
    admitted.set(row.subject_id, { at: seen?.at ?? row.scanned_at, count: (seen?.count ?? 0) + 1 });
  }
  return admitted;
};

/** Orders among these whose refund cancelled them: their tickets are cancelled rather than refunded. */
const cancelledOrders = async (db: Executor, orderIds: readonly number[]): Promise<Set<number>> => {
  const cancelled = new Set<number>();
  const unique = [...new Set(orderIds)];
  for (let at = 0; at < unique.length; at += 500) {
    const rows = await db.selectFrom('refunds').select('order_id').where('order_id', 'in', unique.slice(at, at + 500)).where('cancels_order', '=', 1).where('status', '!=', 'failed').execute();
    for (const row of rows) cancelled.add(row.order_id);
  }
  return cancelled;
};

/** Subjects (tickets or passes) changed since a moment: sold, refunded or admitted since. */
const changedSince = async (db: Executor, shopId: number, kind: 'ticket' | 'pass', since: string): Promise<Set<number>> => {
  const table = kind === 'ticket' ? 'issued_tickets' : 'issued_passes';
  const sold = await db.selectFrom(table).innerJoin('orders', 'orders.id', `${table}.order_id`).select(`${table}.id`).where('orders.shop_id', '=', shopId).where('orders.booked_at', '>=', since).execute();
  const refunded = await db.selectFrom(table).select('id').where('refunded_at', '>=', since).execute();
  const admitted = await db.selectFrom('door_scans').select('subject_id').where('shop_id', '=', shopId).where('recorded_at', '>=', since).where('kind', '=', kind).where('admission', 'is not', null).execute();
  return new Set([...sold.map((row) => row.id), ...refunded.map((row) => row.id), ...admitted.flatMap((row) => (row.subject_id === null ? [] : [row.subject_id]))]);
};

/**
 * The admission tickets of the day's slots as the door needs them, found by their lines' visit time
 * (indexed; a moved visit moves its line's time too); only those changed since `changes.since` when given.
 */
export const dayTickets = async (db: Executor, shopId: number, day: string, timeZone: string, slots: readonly DaySlot[], changes?: DayChanges): Promise<DayTicket[]> => {
  const [start, end] = museumDayBounds(day, timeZone);
  const slotIds = new Set(slots.map((slot) => slot.id));
  const changed = changes === undefined ? undefined : await changedSince(db, shopId, 'ticket', changes.since);
  if (changed !== undefined && changed.size === 0) return [];
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .innerJoin('issued_tickets', 'issued_tickets.order_line_id', 'order_lines.id')
    .select(['issued_tickets.id', 'issued_tickets.barcode', 'issued_tickets.ticket_name', 'issued_tickets.refunded_at', 'orders.id as order_id', 'orders.status', 'order_lines.details'])
    .where('order_lines.datetime', '>=', start)
    .where('order_lines.datetime', '<', end)
    .where('orders.shop_id', '=', shopId)
    .orderBy('issued_tickets.id')
    .execute();
  const wanted = rows.filter((row) => changed === undefined || changed.has(row.id));
  const admitted = await admittedOn(db, shopId, 'ticket', day);
  const cancelled = await cancelledOrders(db, wanted.filter((row) => row.refunded_at !== null).map((row) => row.order_id));
  return wanted.flatMap((row) => {
    const slotId = timeslotOfDetails(row.details);
    if (slotId === null || !slotIds.has(slotId)) return [];
    const voidReason = voidReasonOf(row.refunded_at, row.status, cancelled.has(row.order_id));
    const use = admitted.get(row.id);
    return [{ code: row.barcode, slotId, name: row.ticket_name, state: voidReason ?? (use === undefined ? 'valid' : 'used'), usedAt: voidReason === null ? (use?.at ?? null) : null }];
  });
};

/** The pass cards valid on the day, with the entries each made that day and allows a day; only those changed since `changes.since` when given. */
export const dayPasses = async (db: Executor, shopId: number, day: string, changes?: DayChanges): Promise<DayPass[]> => {
  const changed = changes === undefined ? undefined : await changedSince(db, shopId, 'pass', changes.since);
  if (changed !== undefined && changed.size === 0) return [];
  const rows = await db
    .selectFrom('issued_passes')
    .innerJoin('orders', 'orders.id', 'issued_passes.order_id')
    .select([...PASS_FACT_COLUMNS, 'issued_passes.barcode'])
    .where('issued_passes.valid_to', '>=', day)
    .where('issued_passes.valid_from', '<=', day)
    .where('orders.shop_id', '=', shopId)
    .orderBy('issued_passes.id')
    .execute();
  const wanted = rows.filter((row) => changed === undefined || changed.has(row.id));
  const entries = await admittedOn(db, shopId, 'pass', day);
  return wanted.map((row) => ({
    code: row.barcode,
    name: row.pass_name,
    owner: row.owner_name,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    entriesToday: entries.get(row.id)?.count ?? 0,
    entriesPerDay: row.door_entries_per_day,
    void: voidReasonOf(row.refunded_at, row.status, false) !== null,
  }));
};
