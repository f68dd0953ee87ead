import { localizedTextSchema } from '@foyer/contract';
import { toMuseumIso } from '@foyer/domain';
import { localize } from '../../../kernel/localize.js';
import { admittedPerSlot } from '../../door/public.js';
import type { ReportDefinition } from '../report-definition.js';

/**
 * The places sold per time slot of events and tours starting within the range (by the visit, not by
 * the booking), with what is still free and how many of those sold the door let in.
 */
export const visitorsReport: ReportDefinition = {
  name: 'visitors',
  columns: () => [
    { key: 'startsAt', label: 'col_startsAt', type: 'datetime' },
    { key: 'kind', label: 'col_kind', type: 'text' },
    { key: 'event', label: 'col_event', type: 'text' },
    { key: 'capacity', label: 'col_capacity', type: 'count' },
    { key: 'sold', label: 'col_sold', type: 'count' },
    { key: 'held', label: 'col_held', type: 'count' },
    { key: 'free', label: 'col_free', type: 'count' },
    { key: 'checkedIn', label: 'col_checkedIn', type: 'count' },
  ],
  sums: ['sold', 'checkedIn'],
  chart: null,
  rows: async ({ db, shop, range, lang, m }) => {
    const slots = await db
      .selectFrom('timeslots')
      .innerJoin('events', 'events.id', 'timeslots.event_id')
      .select(['timeslots.id', 'timeslots.starts_at', 'timeslots.capacity', 'timeslots.sold', 'timeslots.held', 'events.name', 'events.kind'])
      .where('events.shop_id', '=', shop.id)
      .where('timeslots.starts_at', '>=', range.start)
      .where('timeslots.starts_at', '<', range.end)
      .where('timeslots.sold', '>', 0)
      .orderBy('timeslots.starts_at')
      .orderBy('events.sequence_no')
      .execute();
    const admitted = await admittedPerSlot(
      db,
      slots.map((slot) => slot.id),
    );
    return slots.map((slot) => ({
      startsAt: toMuseumIso(slot.starts_at, shop.settings.time_zone),
      kind: slot.kind === 'tour' ? m.kind_tour : m.kind_event,
      event: localize(localizedTextSchema.parse(JSON.parse(slot.name)), { lang, fallback: shop.fallback }),
      capacity: slot.capacity,
      sold: slot.sold,
      held: slot.held,
      free: Math.max(0, slot.capacity - slot.sold - slot.held),
      checkedIn: admitted.get(slot.id) ?? 0,
    }));
  },
};
