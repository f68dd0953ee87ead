import { DOOR_CLOSES_MINUTES_AFTER_DEFAULT, DOOR_OPENS_MINUTES_BEFORE_DEFAULT } from '@foyer/contract';
import { doorWindow, type DoorFacts, type DoorUse, type DoorVoidReasonName } from '@foyer/domain';
import type { Executor } from '../../db/database.js';
import type { LangContext } from '../../kernel/localize.js';
import { storedText } from '../../kernel/localize.js';

/** What the door needs of a scanned code besides the decision's facts: where a scan of it is filed. */
export interface DoorSubject {
  kind: 'ticket' | 'pass';
  id: number;
  timeslotId: number | null;
  facts: Exclude<DoorFacts, null>;
}

/** The slot a ticket's line visits: tickets and tours keep it in their details. */
export const timeslotOfDetails = (details: string): number | null => {
  const parsed: unknown = JSON.parse(details);
  const id = typeof parsed === 'object' && parsed !== null && 'timeslotId' in parsed ? parsed.timeslotId : null;
  return typeof id === 'number' ? id : null;
};

/** The door window of an event or tour, its defaults where it sets none. */
export const windowMinutes = (row: { door_opens_minutes_before: number | null; door_closes_minutes_after: number | null }) => ({
  before: row.door_opens_minutes_before ?? DOOR_OPENS_MINUTES_BEFORE_DEFAULT,
  after: row.door_closes_minutes_after ?? DOOR_CLOSES_MINUTES_AFTER_DEFAULT,
});

/**
 * Why a ticket or pass card no longer admits: a cancelled order (an unpaid one called off, or a booked
 * one refunded whole as a cancellation) or a refund of it; null while it admits.
 */
export const voidReasonOf = (refundedAt: string | null, orderStatus: string, cancelledByRefund: boolean): DoorVoidReasonName | null => {
  if (orderStatus === 'booked' && refundedAt === null) return null;
  return refundedAt !== null && !cancelledByRefund ? 'refunded' : 'cancelled';
};

/** What the door decides a pass card by, with its order's id and state (issued_passes joined with orders). */
export const PASS_FACT_COLUMNS = [
  'issued_passes.id',
  'issued_passes.pass_name',
  'issued_passes.owner_name',
  'issued_passes.valid_from',
  'issued_passes.valid_to',
  'issued_passes.door_entries_per_day',
  'issued_passes.refunded_at',
  'orders.id as order_id',
  'orders.status',
] as const;

const cancelledByRefund = async (db: Executor, orderId: number): Promise<boolean> =>
  (await db.selectFrom('refunds').select('id').where('order_id', '=', orderId).where('cancels_order', '=', 1).where('status', '!=', 'failed').executeTakeFirst()) !== undefined;

/** A pass card's admissions on a museum day, first first, with the door they were made at. */
const passAdmissions = (db: Executor, id: number, day: string) =>
  db
    .selectFrom('door_scans')
    .innerJoin('door_devices', 'door_devices.id', 'door_scans.device_id')
    .select(['door_scans.scanned_at', 'door_scans.device_id', 'door_devices.name'])
    .where('door_scans.kind', '=', 'pass')
    .where('door_scans.subject_id', '=', id)
    .where('door_scans.admission', 'is not', null)
    .where('door_scans.museum_day', '=', day)
    .orderBy('door_scans.id')
    .execute();

const useOf = (row: { scanned_at: string; device_id: number; name: string } | undefined): DoorUse | null =>
  row === undefined ? null : { at: row.scanned_at, door: row.name, by: String(row.device_id) };

/**
 * The facts of a scanned code in a shop: a ticket (its slot, window, state and first admission) or a
 * pass card (its validity, the entries it allows a day and today's), or null for a code the shop did not issue. Each step
 * is a lookup by a unique or primary key.
 */
export const findDoorSubject = async (db: Executor, shopId: number, code: string, day: string, ctx: LangContext): Promise<DoorSubject | null> => {
  // A ticket has at most one admission (its unique key): found with the ticket, in the same lookup.
  const ticket = await db
    .selectFrom('issued_tickets')
    .innerJoin('orders', 'orders.id', 'issued_tickets.order_id')
    .innerJoin('order_lines', 'order_lines.id', 'issued_tickets.order_line_id')
    .leftJoin('door_scans', (join) => join.onRef('door_scans.subject_id', '=', 'issued_tickets.id').on('door_scans.kind', '=', 'ticket').on('door_scans.admission', 'is not', null))
    .leftJoin('door_devices', 'door_devices.id', 'door_scans.device_id')
    .select([
      'issued_tickets.id',
      'issued_tickets.ticket_name',
      'issued_tickets.refunded_at',
      'orders.id as order_id',
      'orders.status',
      'order_lines.details',
      'door_scans.scanned_at as admitted_at',
      'door_scans.device_id as admitted_by',
      'door_devices.name as admitted_door',
    ])
    .where('issued_tickets.barcode', '=', code)
    .where('orders.shop_id', '=', shopId)
    .executeTakeFirst();
  if (ticket !== undefined) {
    const timeslotId = timeslotOfDetails(ticket.details);
    const slot =
      timeslotId === null
        ? undefined
        : await db
            .selectFrom('timeslots')
            .innerJoin('events', 'events.id', 'timeslots.event_id')
            .select(['timeslots.starts_at', 'timeslots.ends_at', 'events.name', 'events.door_opens_minutes_before', 'events.door_closes_minutes_after'])
            .where('timeslots.id', '=', timeslotId)
            .executeTakeFirst();
    if (slot === undefined) return null;
    const minutes = windowMinutes(slot);
    const window = doorWindow(slot.starts_at, slot.ends_at, minutes.before, minutes.after);
    const voidReason = voidReasonOf(ticket.refunded_at, ticket.status, ticket.refunded_at !== null && (await cancelledByRefund(db, ticket.order_id)));
    const first = ticket.admitted_at === null || ticket.admitted_by === null ? undefined : { scanned_at: ticket.admitted_at, device_id: ticket.admitted_by, name: ticket.admitted_door ?? '' };
    return {
      kind: 'ticket',
      id: ticket.id,
      timeslotId,
      facts: {
        kind: 'ticket',
        what: ticket.ticket_name,
        eventName: storedText(slot.name, ctx),
        slot: { startsAt: slot.starts_at, endsAt: slot.ends_at, ...window },
        state: voidReason ?? (first === undefined ? 'valid' : 'used'),
        firstUse: voidReason === null ? useOf(first) : null,
      },
    };
  }
  const pass = await db
    .selectFrom('issued_passes')
    .innerJoin('orders', 'orders.id', 'issued_passes.order_id')
    .select(PASS_FACT_COLUMNS)
    .where('issued_passes.barcode', '=', code)
    .where('orders.shop_id', '=', shopId)
    .executeTakeFirst();
  if (pass === undefined) return null;
  const voidReason = voidReasonOf(pass.refunded_at, pass.status, pass.refunded_at !== null && (await cancelledByRefund(db, pass.order_id)));
  const today = voidReason === null ? await passAdmissions(db, pass.id, day) : [];
  return {
    kind: 'pass',
    id: pass.id,
    timeslotId: null,
    facts: {
      kind: 'pass',
      what: pass.pass_name,
      owner: pass.owner_name,
      validFrom: pass.valid_from,
      validTo: pass.valid_to,
      voidReason,
      entriesPerDay: pass.door_entries_per_day,
      entriesToday: today.length,
      firstUseToday: useOf(today[0]),
      entryDevicesToday: today.map((row) => String(row.device_id)),
    },
  };
};
