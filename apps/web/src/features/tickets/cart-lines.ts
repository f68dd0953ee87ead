import type { EventSummary, Timeslot } from '@foyer/contract';
import { TICKET_MODES } from '@foyer/domain';
import type { EcommerceItem } from '../../lib/analytics/ecommerce';
import type { CartLine } from '../../lib/storage/cart-store';
import type { SelectionSummary } from './ticket-selection';

/**
 * SPEC §3/§4: one basket line per chosen ticket type, day tickets (mode 3) as dayTicket. Prices are
 * the catalog's at the time of adding; the server prices the order again at checkout.
 */
export const toCartLines = (summary: SelectionSummary, event: Pick<EventSummary, 'id' | 'name'>, slot: Pick<Timeslot, 'datetime'>): CartLine[] =>
  summary.lines.map(({ ticket, count, subtickets, places, totalCents }) => ({
    type: ticket.mode === TICKET_MODES.day ? 'dayTicket' : 'ticket',
    id: ticket.id,
    name: ticket.name,
    datetime: slot.datetime,
    totalPrice: totalCents,
    count,
    ticket: {
      eventId: event.id,
      eventName: event.name,
      price: ticket.price,
      vat_value: ticket.vat_value,
      totalCount: places,
      subtickets: subtickets.filter((s) => s.count > 0).map(({ sub, count: n }) => ({ id: sub.id, name: sub.name, count: n, price: sub.price })),
    },
  }));

/** SPEC §9 analytics items of the same lines: category Ticket, each line's VAT portion as its tax. */
export const toEcommerceItems = (summary: SelectionSummary, event: Pick<EventSummary, 'name'>, slot: Pick<Timeslot, 'datetime'>): EcommerceItem[] =>
  summary.lines.map(({ ticket, count, totalCents, vatCents }) => ({
    id: ticket.id,
    name: `${event.name} – ${ticket.name}`,
    category: 'Ticket',
    unitPriceCents: count > 0 ? totalCents / count : totalCents,
    quantity: count,
    taxCents: vatCents,
    variant: slot.datetime,
  }));
