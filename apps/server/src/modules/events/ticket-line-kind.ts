import { percentToBasisPoints } from '@foyer/domain';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LineKind, LinePart, LineVisit, OrderLineRow } from '../commerce/public.js';
import { issueAdmissionTickets, issuedTicketsOf } from '../orders/public.js';
import type { EventsService } from './events.service.js';
import { ticketSuggestions } from './ticket-suggestions.js';
import { resolveTicketLine, type ResolvedTicketLine } from './ticket-pricing.js';
import { loadTimeslotVisits } from './timeslot-visits.js';

/** What a ticket line keeps in order_lines.details. */
const ticketDetailsSchema = z.object({ eventId: z.number(), eventTicketId: z.number(), timeslotId: z.number(), printSeparately: z.boolean() });

/**
 * A ticket per admitted person. A family ticket admits its members only, so its own price rides on
 * the first member's ticket: the tickets of a line always add up to the line's total.
 */
const ticketParts = (line: ResolvedTicketLine, family: boolean): LinePart[] => {
  const subs = line.subtickets.map((sub) => ({ name: family ? `${line.name} – ${sub.name}` : sub.name, count: sub.count, unitPriceCents: sub.unitPrice, vatBp: percentToBasisPoints(sub.vat_value) }));
  if (!family) return [{ name: line.name, count: line.count, unitPriceCents: line.unitPrice, vatBp: percentToBasisPoints(line.vat_value) }, ...subs];
  const [first, ...rest] = subs;
  if (first === undefined) return [];
  const lead = { ...first, count: 1, unitPriceCents: first.unitPriceCents + line.unitPrice * line.count, vatBp: percentToBasisPoints(line.vat_value) };
  return [lead, ...(first.count > 1 ? [{ ...first, count: first.count - 1 }] : []), ...rest];
};

const timeslotOf = (line: OrderLineRow): number => ticketDetailsSchema.parse(JSON.parse(line.details)).timeslotId;

/** A ticket visits its timeslot at the event's venue; the calendar calls the visit after the event. */
const ticketVisit: LineVisit = {
  timeslot: timeslotOf,
  load: (db, lines, ctx) => loadTimeslotVisits(db, lines, timeslotOf, ctx),
  summary: (line) => (line.title === '' ? line.name : line.title),
  place: (venue) => venue,
  movedTo: (line, timeslotId) => ({ ...ticketDetailsSchema.parse(JSON.parse(line.details)), timeslotId }),
};

/**
 * Event tickets and day tickets (SPEC §7 ticket item): places in a timeslot, admission tickets with
 * barcodes in the order's PDF, a calendar entry per visit; suggestions name the ticket's event.
 */
export const ticketLineKind = (db: Db, events: EventsService): LineKind<'ticket' | 'dayTicket'> => ({
  issues: 'admission-tickets',
  price: async (item, ctx) => {
    const resolved = await resolveTicketLine(ctx.db, ctx.shopId, { eventTicketId: item.id, datetime: item.datetime, count: item.count, subtickets: item.subtickets }, ctx.lang, { timeZone: ctx.timeZone });
    if (item.totalPrice !== undefined && item.totalPrice !== resolved.totalPrice) throw new DomainError('PRICE_CHANGED', { params: { line: ctx.lineNo } });
    // Only a family ticket leaves its own count out of the places (domain linePlaces).
    const family = resolved.places !== resolved.count + resolved.subtickets.reduce((sum, sub) => sum + sub.count, 0);
    return {
      type: item.type,
      name: resolved.name,
      title: resolved.eventName,
      datetime: resolved.datetime,
      count: resolved.count,
      unitPriceCents: resolved.unitPrice,
      totalCents: resolved.totalPrice,
      vatBp: percentToBasisPoints(resolved.vat_value),
      parts: ticketParts(resolved, family),
      claims: [{ resource: 'timeslot', id: resolved.timeslotId, quantity: resolved.places }],
      shippingWeightGrams: 0,
      details: { eventId: resolved.eventId, eventTicketId: resolved.eventTicketId, timeslotId: resolved.timeslotId, printSeparately: resolved.print_separately },
    };
  },
  fulfil: (trx, line) => issueAdmissionTickets(trx, line, { separate: ticketDetailsSchema.parse(JSON.parse(line.details)).printSeparately }),
  describe: (line) => ({ name: line.name, title: line.title, count: line.count, datetime: line.datetime, totalCents: line.total_cents, facts: [] }),
  partsBelongTo: (line) => line.title,
  visit: ticketVisit,
  documentParts: async (trx, lines, ctx) => {
    const tickets = await issuedTicketsOf(trx, lines, ctx.visits, (line) => line.title);
    return { tickets: lines.flatMap((line) => tickets.get(line.id) ?? []) };
  },
  suggestions: ticketSuggestions(db, events),
});
