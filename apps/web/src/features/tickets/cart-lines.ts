import type { EventSummary, EventTicket, Timeslot } from '@foyer/contract';
import { percentToBasisPoints, TICKET_MODES } from '@foyer/domain';
import { imageOf, type CartLine, type LineQuantity } from '../../lib/storage/cart-line';

type LineEvent = Pick<EventSummary, 'name'> & Partial<Pick<EventSummary, 'image'>>;
import type { LineState, SelectionSummary } from './ticket-selection';

/**
 * How the basket may change the count of a ticket line: up to `max` (the free places when it was
 * added, the per-line maximum), the chosen add-ons and companions kept within their limits per ticket.
 * A family ticket is one package whose members were counted one by one: its count does not change.
 */
const quantityOf = ({ ticket, count, subtickets }: LineState, max: number): LineQuantity | undefined => {
  if (ticket.family || count < 1) return undefined;
  const followers = subtickets
    .filter((s) => s.count > 0)
    .map(({ sub, count: n }) => ({
      id: sub.id,
      count: n,
      minPerUnit: sub.min_quantity,
      maxPerUnit: sub.max_quantity,
      unitPrice: sub.price,
      vatBp: percentToBasisPoints(sub.vat_value),
    }));
  const limits = { count, max: Math.max(count, max), limit: 'places' as const };
  return { ...limits, unitPrice: ticket.price, vatBp: percentToBasisPoints(ticket.vat_value), ...(followers.length > 0 ? { followers } : {}) };
};

const toCartLine = (state: LineState, event: LineEvent, datetime: string, max: number): CartLine => {
  const { ticket, count, subtickets, totalCents, vatCents } = state;
  const type = ticket.mode === TICKET_MODES.day ? 'dayTicket' : 'ticket';
  const chosen = subtickets.filter((s) => s.count > 0);
  const quantity = quantityOf(state, max);
  const label = `${event.name} – ${ticket.name}`;
  return {
    type,
    id: ticket.id,
    name: ticket.name,
    totalPrice: totalCents,
    vatCents,
    // What the basket showed: the server prices the order again and refuses a different total.
    item: { type, count, id: ticket.id, datetime, subtickets: chosen.map(({ sub, count: n }) => ({ id: sub.id, count: n })), totalPrice: totalCents },
    display: {
      heading: event.name,
      label,
      when: { datetime, ...(type === 'dayTicket' ? { dateOnly: true } : {}) },
      parts: [
        { count, name: ticket.name, unitPrice: ticket.price },
        ...chosen.map(({ sub, count: n }) => ({ count: n, name: sub.name, unitPrice: sub.price > 0 ? sub.price : null, sub: true })),
      ],
      ...imageOf(event.image),
    },
    // SPEC §9 analytics: category Ticket, the timeslot as variant, the line's VAT portion as its tax.
    analytics: { id: ticket.id, name: label, category: 'Ticket', unitPriceCents: count > 0 ? totalCents / count : totalCents, quantity: count, taxCents: vatCents, variant: datetime },
    ...(quantity ? { quantity } : {}),
  };
};

/**
 * SPEC §3/§4: one basket line per chosen ticket type, day tickets (mode 3) as dayTicket, sending the
 * SPEC §7 item (type, count, id, datetime, subtickets). Prices are the catalog's at the time of adding;
 * `maxCount` is the most tickets of a type the slot had free for it then (the server checks again).
 */
export const toCartLines = (
  summary: SelectionSummary,
  event: LineEvent,
  slot: Pick<Timeslot, 'datetime'>,
  maxCount: (ticket: EventTicket) => number,
): CartLine[] => summary.lines.map((line) => toCartLine(line, event, slot.datetime, maxCount(line.ticket)));
