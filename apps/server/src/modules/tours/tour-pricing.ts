import type { Lang } from '@foyer/contract';
import { checkTourBooking, participantCount, toMuseumIso, tourLineCount, tourPlaces, vatPortion } from '@foyer/domain';
import type { z } from 'zod';
import type { guidedTourCartItemSchema } from '@foyer/contract';
import { DomainError } from '../../errors/domain-error.js';
import { requireInstantInDateWindow } from '../../http/request-dates.js';
import type { Executor } from '../../db/database.js';
import { findSlotAt } from '../events/public.js';
import { findShopSettings } from '../../kernel/shop-settings.js';
import { DEFAULT_TIME_ZONE } from '../../kernel/shop-context.js';
import { resolveAnswers, type StoredAnswer } from './tour-answers.js';
import { tourMode } from './tour-dto.js';
import { findListedTour, findPrices, findQuestions, findSubtickets, findTickets } from './tours.repository.js';
import { storedText } from '../../kernel/localize.js';

export type TourLineInput = z.output<typeof guidedTourCartItemSchema>;

/** A priced component of a tour line: a tour price, an admission ticket or an add-on, with its count. */
export interface PricedTourPart {
  name: string;
  count: number;
  unitPrice: number;
  vat_value: number;
}

/** A guidedTour line priced by the server from the catalog; only ids, counts, the slot and answers come from the browser. */
export interface ResolvedTourLine {
  tourId: number;
  timeslotId: number;
  /** Places the booking takes in its slot: what checkout holds with `tryHold`. */
  places: number;
  /** SPEC §5 line count: 1, or the participants with single ticketing. */
  count: number;
  participants: number;
  parts: PricedTourPart[];
  totalPrice: number;
  vatAmount: number;
  name: string;
  eventName: string;
  /** Slot start in museum time with offset. */
  datetime: string;
  answers: StoredAnswer[];
}

const reject = (code: 'TOUR_NOT_FOUND' | 'DATE_AND_TIME_REQUIRED' | 'TIMESLOT_NOT_FOUND' | 'EVENT_EXPIRED' | 'UNKNOWN_TICKET' | 'QUANTITY_LIMIT'): never => {
  throw new DomainError(code);
};

/** Counts by id, refusing an id named twice; zero counts are left out. */
const countsById = (entries: readonly { id: number; count: number }[]): Map<number, number> => {
  const counts = new Map<number, number>();
  for (const entry of entries) {
    if (counts.has(entry.id)) reject('QUANTITY_LIMIT');
    counts.set(entry.id, entry.count);
  }
  for (const [id, count] of counts) if (count === 0) counts.delete(id);
  return counts;
};

/**
 * Prices one guidedTour line and checks every tour rule of SPEC §5 (docs/pricing-and-capacity.md,
 * "Guided tours"): a datetime inside the date window, a listed tour of the shop, a chosen and open slot that has not started, known
 * prices, tickets and add-ons, the quantity caps and modes, the minimum group, enough free places
 * right now, and the booking questions. Throws a DomainError with a precise code otherwise.
 */
export const resolveTourLine = async (
  db: Executor,
  shopId: number,
  line: TourLineInput,
  lang: Lang,
  options: { now?: Date; timeZone?: string } = {},
): Promise<ResolvedTourLine> => {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  if (typeof line.datetime === 'string') requireInstantInDateWindow(line.datetime, now);
  const tour = await findListedTour(db, line.tourId);
  if (tour === undefined || tour.shop_id !== shopId) return reject('TOUR_NOT_FOUND');
  if (line.datetime === undefined || line.datetime === null || line.datetime.trim() === '') return reject('DATE_AND_TIME_REQUIRED');
  const instant = Date.parse(line.datetime);
  const slot = Number.isNaN(instant) ? undefined : await findSlotAt(db, tour.id, new Date(instant).toISOString());
  if (slot === undefined) return reject('TIMESLOT_NOT_FOUND');
  if (Date.parse(slot.starts_at) <= now.getTime()) reject('EVENT_EXPIRED');

  const prices = await findPrices(db, [tour.id]);
  const tickets = await findTickets(db, tour.id);
  const subtickets = await findSubtickets(db, tickets.map((ticket) => ticket.id));
  const priceCounts = countsById(line.prices);
  const ticketCounts = countsById(line.tickets);
  if ([...priceCounts.keys()].some((id) => !prices.some((price) => price.id === id))) reject('UNKNOWN_TICKET');
  if ([...ticketCounts.keys()].some((id) => !tickets.some((ticket) => ticket.id === id))) reject('UNKNOWN_TICKET');
  const subCounts = new Map<number, number>();
  for (const ticketLine of line.tickets) {
    for (const [subId, count] of countsById(ticketLine.subtickets)) {
      const sub = subtickets.find((candidate) => candidate.id === subId);
      if (sub === undefined || sub.ticket_id !== ticketLine.id) reject('UNKNOWN_TICKET');
      // An add-on comes at most once per admission ticket.
      if (count > ticketLine.count) reject('QUANTITY_LIMIT');
      subCounts.set(subId, count);
    }
  }

  const mode = tourMode(tour);
  const quantities = {
    tourCount: [...priceCounts.values()].reduce((sum, count) => sum + count, 0),
    ticketCount: [...ticketCounts.values()].reduce((sum, count) => sum + count, 0),
  };
  const violation = checkTourBooking(mode, quantities, slot.capacity - slot.sold - slot.held);
  if (violation !== null) {
    const { code, ...params } = violation;
    throw new DomainError(code, Object.keys(params).length > 0 ? { params } : {});
  }

  const settings = await findShopSettings(db, shopId);
  const ctx = { lang, fallback: settings?.languages[0] ?? lang };
  const answers = resolveAnswers(await findQuestions(db, tour.id), line.answers, lang, ctx);
  const part = (row: { name: string; price: number; vat_value: number }, count: number): PricedTourPart => ({
    name: storedText(row.name, ctx),
    count,
    unitPrice: row.price,
    vat_value: row.vat_value,
  });
  const parts = [
    ...prices.filter((price) => priceCounts.has(price.id)).map((price) => part(price, priceCounts.get(price.id) ?? 0)),
    ...tickets.flatMap((ticket) => [
      ...(ticketCounts.has(ticket.id) ? [part(ticket, ticketCounts.get(ticket.id) ?? 0)] : []),
      ...subtickets.filter((sub) => sub.ticket_id === ticket.id && subCounts.has(sub.id)).map((sub) => part(sub, subCounts.get(sub.id) ?? 0)),
    ]),
  ];
  return {
    tourId: tour.id,
    timeslotId: slot.id,
    places: tourPlaces(mode, quantities.tourCount),
    count: tourLineCount(mode, quantities),
    participants: participantCount(mode, quantities),
    parts,
    totalPrice: parts.reduce((sum, item) => sum + item.unitPrice * item.count, 0),
    vatAmount: parts.reduce((sum, item) => sum + vatPortion(item.unitPrice * item.count, item.vat_value), 0),
    name: storedText(tour.name, ctx),
    eventName: storedText(tour.event_name, ctx),
    datetime: toMuseumIso(slot.starts_at, timeZone),
    answers,
  };
};
