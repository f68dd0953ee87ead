import type { EventSummary, Timeslot } from '@foyer/contract';
import { TICKET_MODES } from '@foyer/domain';
import type { CartLine } from '../../lib/storage/cart-store';
import type { LineState, SelectionSummary } from './ticket-selection';

const toCartLine = ({ ticket, count, subtickets, totalCents, vatCents }: LineState, event: Pick<EventSummary, 'name'>, datetime: string): CartLine => {
  const type = ticket.mode === TICKET_MODES.day ? 'dayTicket' : 'ticket';
  const chosen = subtickets.filter((s) => s.count > 0);
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
    },
    // SPEC §9 analytics: category Ticket, the timeslot as variant, the line's VAT portion as its tax.
    analytics: { id: ticket.id, name: label, category: 'Ticket', unitPriceCents: count > 0 ? totalCents / count : totalCents, quantity: count, taxCents: vatCents, variant: datetime },
  };
};

/**
 * SPEC §3/§4: one basket line per chosen ticket type, day tickets (mode 3) as dayTicket, sending the
 * SPEC §7 item (type, count, id, datetime, subtickets). Prices are the catalog's at the time of adding.
 */
export const toCartLines = (summary: SelectionSummary, event: Pick<EventSummary, 'name'>, slot: Pick<Timeslot, 'datetime'>): CartLine[] =>
  summary.lines.map((line) => toCartLine(line, event, slot.datetime));
