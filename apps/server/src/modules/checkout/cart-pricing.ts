import { FIELD_MESSAGES, ticketCartItemSchema, type Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { resolveTicketLine, type ResolvedTicketLine } from '../events/ticket-pricing.js';
import type { LinePart } from '../orders/ticket-issuer.js';
import { priceTourItem } from '../tours/tour-cart-line.js';

export interface PricedLine {
  type: string;
  eventId: number | null;
  eventTicketId: number | null;
  timeslotId: number | null;
  datetime: string | null;
  name: string;
  eventName: string;
  count: number;
  places: number;
  unitPriceCents: number;
  totalCents: number;
  vatBp: number;
  printSeparately: boolean;
  /** One entry per kind of admitted person (tour lines: per tour price, ticket and add-on), each issued as tickets. */
  parts: LinePart[];
  /** Tour lines: participants and answers (JSON), stored on order_lines.answers. */
  answers: string | null;
}

const TICKET_TYPES = new Set(['ticket', 'dayTicket']);
const basisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * A ticket per admitted person. A family ticket admits its members only, so its own price rides on
 * the first member's ticket: the tickets of a line always add up to the line's total.
 */
export const ticketParts = (line: ResolvedTicketLine, family: boolean): LinePart[] => {
  const subs = line.subtickets.map((sub) => ({ name: family ? `${line.name} – ${sub.name}` : sub.name, count: sub.count, unitPriceCents: sub.unitPrice, vatBp: basisPoints(sub.vat_value) }));
  if (!family) return [{ name: line.name, count: line.count, unitPriceCents: line.unitPrice, vatBp: basisPoints(line.vat_value) }, ...subs];
  const [first, ...rest] = subs;
  if (first === undefined) return [];
  const lead = { ...first, count: 1, unitPriceCents: first.unitPriceCents + line.unitPrice * line.count, vatBp: basisPoints(line.vat_value) };
  return [lead, ...(first.count > 1 ? [{ ...first, count: first.count - 1 }] : []), ...rest];
};

const shapeError = (index: number, issues: { path: PropertyKey[] }[], lang: Lang): HttpError => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) errors[['cart', 'items', index, ...issue.path.map(String)].join('.')] = [FIELD_MESSAGES[lang].invalid];
  return new HttpError(400, 'VALIDATION_FAILED', errors);
};

/**
 * Prices every cart line from the catalog (DESIGN.md: the server never trusts a browser price).
 * Ticket and guidedTour lines are priced; other item types are 422 UNKNOWN_ITEM; a line whose shown total differs is 422 PRICE_CHANGED.
 */
export const priceCart = async (db: Db, shopId: number, items: readonly Record<string, unknown>[], lang: Lang, timeZone: string): Promise<PricedLine[]> => {
  const lines: PricedLine[] = [];
  for (const [index, item] of items.entries()) {
    if (item.type === 'guidedTour') {
      lines.push(await priceTourItem(db, shopId, item, index, lang, timeZone, (issues) => shapeError(index, issues, lang)));
      continue;
    }
    if (typeof item.type !== 'string' || !TICKET_TYPES.has(item.type)) throw new HttpError(422, 'UNKNOWN_ITEM');
    const parsed = ticketCartItemSchema.safeParse(item);
    if (!parsed.success) throw shapeError(index, parsed.error.issues, lang);
    const ticket = parsed.data;
    const resolved = await resolveTicketLine(db, shopId, { eventTicketId: ticket.id, datetime: ticket.datetime, count: ticket.count, subtickets: ticket.subtickets }, lang, { timeZone });
    if (ticket.totalPrice !== undefined && ticket.totalPrice !== resolved.totalPrice) {
      throw new HttpError(422, 'PRICE_CHANGED', undefined, { line: index + 1 });
    }
    // Only a family ticket leaves its own count out of the places (domain linePlaces).
    const family = resolved.places !== resolved.count + resolved.subtickets.reduce((sum, sub) => sum + sub.count, 0);
    lines.push({
      type: ticket.type,
      eventId: resolved.eventId,
      eventTicketId: resolved.eventTicketId,
      timeslotId: resolved.timeslotId,
      datetime: resolved.datetime,
      name: resolved.name,
      eventName: resolved.eventName,
      count: resolved.count,
      places: resolved.places,
      unitPriceCents: resolved.unitPrice,
      totalCents: resolved.totalPrice,
      vatBp: basisPoints(resolved.vat_value),
      printSeparately: resolved.print_separately,
      parts: ticketParts(resolved, family),
      answers: null,
    });
  }
  return lines;
};
