import type { LangContext } from '../../kernel/localize.js';
import type { Executor, OrderLineRow, Visit } from '../commerce/public.js';
import { storedText } from '../../kernel/localize.js';

/** When each line's timeslot ends and the venue of its event, by line id: tickets and tours visit timeslots alike. */
export const loadTimeslotVisits = async (db: Executor, lines: readonly OrderLineRow[], slotOf: (line: OrderLineRow) => number, ctx: LangContext): Promise<Map<number, Visit>> => {
  const slotOfLine = new Map(lines.map((line) => [line.id, slotOf(line)]));
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
    const venue = storedText(slot.venue, ctx).trim();
    visits.set(lineId, { timeslotId: slotId, endsAt: slot.ends_at, venue: venue === '' ? null : venue });
  }
  return visits;
};
