import { percentToBasisPoints } from '@foyer/domain';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import type { LineKind, LinePart } from '../commerce/line-kind.js';
import { issueAdmissionTickets } from '../orders/admission-tickets.js';
import { resolveTicketLine, type ResolvedTicketLine } from './ticket-pricing.js';

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

/** Event tickets and day tickets (SPEC §7 ticket item): places in a timeslot, admission tickets with barcodes. */
export const ticketLineKind: LineKind<'ticket' | 'dayTicket'> = {
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
  timeslot: (line) => ticketDetailsSchema.parse(JSON.parse(line.details)).timeslotId,
};
