import { vatPortion } from '@foyer/domain';
import type { CartLine } from '../../lib/storage/cart-line';
import { includedPart, v0UnitPrice, type V0Line } from '../../lib/storage/cart-v0';

/** A ticket or day-ticket line of a cart saved before line kinds, as that version's basket showed it and its checkout sent it. */
export const ticketV0Line = (line: V0Line): CartLine | null => {
  const { ticket, datetime } = line;
  if ((line.type !== 'ticket' && line.type !== 'dayTicket') || ticket === undefined || datetime === undefined) return null;
  const count = line.count ?? 0;
  const label = `${ticket.eventName} – ${line.name}`;
  const vatCents = vatPortion(Math.max(0, line.totalPrice), ticket.vat_value);
  return {
    type: line.type,
    id: line.id,
    name: line.name,
    totalPrice: line.totalPrice,
    vatCents,
    item: { type: line.type, count, id: line.id, datetime, subtickets: ticket.subtickets.map(({ id, count: n }) => ({ id, count: n })), totalPrice: line.totalPrice },
    display: {
      heading: ticket.eventName,
      label,
      when: { datetime, ...(line.type === 'dayTicket' ? { dateOnly: true } : {}) },
      parts: [{ count, name: line.name, unitPrice: ticket.price }, ...ticket.subtickets.filter((sub) => sub.count > 0).map((sub) => includedPart(sub, true))],
    },
    analytics: { id: line.id, name: label, category: 'Ticket', unitPriceCents: v0UnitPrice(line, count), quantity: count, taxCents: vatCents, variant: datetime },
  };
};
