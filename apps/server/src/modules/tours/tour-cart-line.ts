import { guidedTourCartItemSchema, type Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import type { PricedLine } from '../checkout/cart-pricing.js';
import type { TourBookingDetails } from './tour-answers.js';
import { resolveTourLine } from './tour-pricing.js';

const basisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * Checkout's seam for a guidedTour cart item (SPEC §7): validates its shape, prices it with
 * `resolveTourLine` and answers the order line checkout stores and holds like a ticket line.
 */
export const priceTourItem = async (
  db: Db,
  shopId: number,
  item: Record<string, unknown>,
  index: number,
  lang: Lang,
  timeZone: string,
  shapeError: (issues: { path: PropertyKey[] }[]) => HttpError,
): Promise<PricedLine> => {
  const parsed = guidedTourCartItemSchema.safeParse(item);
  if (!parsed.success) throw shapeError(parsed.error.issues);
  const resolved = await resolveTourLine(db, shopId, parsed.data, lang, { timeZone });
  if (parsed.data.totalPrice !== undefined && parsed.data.totalPrice !== resolved.totalPrice) {
    throw new HttpError(422, 'PRICE_CHANGED', undefined, { line: index + 1 });
  }
  const lead = resolved.parts[0];
  return {
    type: 'guidedTour',
    eventId: resolved.tourId,
    eventTicketId: null,
    timeslotId: resolved.timeslotId,
    datetime: resolved.datetime,
    name: resolved.name,
    eventName: resolved.eventName,
    count: resolved.count,
    places: resolved.places,
    unitPriceCents: resolved.count > 0 ? Math.round(resolved.totalPrice / resolved.count) : resolved.totalPrice,
    totalCents: resolved.totalPrice,
    vatBp: basisPoints(lead?.vat_value ?? 0),
    printSeparately: false,
    parts: resolved.parts.map((part) => ({ name: part.name, count: part.count, unitPriceCents: part.unitPrice, vatBp: basisPoints(part.vat_value) })),
    answers: JSON.stringify({ participants: resolved.participants, answers: resolved.answers } satisfies TourBookingDetails),
  };
};
