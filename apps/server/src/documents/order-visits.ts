import type { Executor } from '../modules/claims/claim-resources.js';
import { text } from '../modules/events/event-dto.js';
import { lineTimeslot } from '../modules/commerce/line-kinds.js';
import type { OrderLineRow } from '../modules/orders/orders.repository.js';
import type { LangContext } from '../kernel/localize.js';

/** When a booked visit ends and where it takes place (an event's venue, a tour's meeting point). */
export interface Visit {
  timeslotId: number;
  /** UTC ISO instant. */
  endsAt: string;
  venue: string | null;
}

/** The visits of an order's lines, by line id; lines without a timeslot (goods, passes, vouchers) have none. */
export const loadVisits = async (db: Executor, lines: readonly OrderLineRow[], ctx: LangContext): Promise<Map<number, Visit>> => {
  const slotOfLine = new Map<number, number>();
  for (const line of lines) {
    const slot = lineTimeslot(line);
    if (slot !== null) slotOfLine.set(line.id, slot);
  }
  if (slotOfLine.size === 0) return new Map();
  const slots = await db
    .selectFrom('timeslots')
    .innerJoin('events', 'events.id', 'timeslots.event_id')
    .select(['timeslots.id', 'timeslots.ends_at', 'events.venue'])
    .where('timeslots.id', 'in', [...new Set(slotOfLine.values())])
    .execute();
  const byId = new Map(slots.map((slot) => [slot.id, slot]));
  const visits = new Map<number, Visit>();
  for (const [lineId, slotId] of slotOfLine) {
    const slot = byId.get(slotId);
    if (slot === undefined) continue;
    const venue = text(slot.venue, ctx).trim();
    visits.set(lineId, { timeslotId: slotId, endsAt: slot.ends_at, venue: venue === '' ? null : venue });
  }
  return visits;
};
