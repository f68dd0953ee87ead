/**
 * The "from" price of a guided tour in lists and suggestions (SPEC §3 price_from), in cents.
 * Pure: the server computes it once for every list that shows a tour.
 */
import type { TourMode } from './tour-quantity-rules.js';

const cheapestPaid = (prices: readonly number[]): number | null => {
  const paid = prices.filter((price) => price > 0);
  return paid.length === 0 ? null : Math.min(...paid);
};

/**
 * What one paying visitor pays at least. With single ticketing a tour price is one person's place, and
 * where admission tickets are required (booking_without_tickets = 0) that person also needs one: the
 * cheapest paid tour price plus the cheapest paid admission. A whole-tour booking is priced per tour, so
 * its cheapest paid tour price alone. Free prices (children, companions) do not lower it; 0 means that
 * nothing the tour sells costs money, and null that the tour has no prices at all.
 */
export const tourPriceFrom = (
  mode: Pick<TourMode, 'single_ticketing' | 'booking_without_tickets'>,
  tourPrices: readonly number[],
  ticketPrices: readonly number[],
): number | null => {
  if (tourPrices.length === 0) return null;
  const admission = mode.single_ticketing && !mode.booking_without_tickets ? (cheapestPaid(ticketPrices) ?? 0) : 0;
  return (cheapestPaid(tourPrices) ?? 0) + admission;
};
