import type { TourDetail, TourPrice, TourScheduleEntry, TourTicket } from '@foyer/contract';
import { checkTourBooking, maxTicketCount, normalizeCount, tourCountCap, vatPortion, type TourMode, type TourQuantities, type TourViolation } from '@foyer/domain';

/** What the visitor has chosen: counts per tour price, per admission ticket and per add-on (by ticket). */
export interface TourChoices {
  prices: Readonly<Record<number, number>>;
  tickets: Readonly<Record<number, number>>;
  subtickets: Readonly<Record<number, Readonly<Record<number, number>>>>;
}

export const NO_CHOICES: TourChoices = { prices: {}, tickets: {}, subtickets: {} };

/** Why a count was lowered to its cap, or what still keeps the booking from going ahead. */
export type TourNotice = TourViolation | { code: 'TICKETS_CAPPED'; maximum: number };

export const tourModeOf = (tour: Pick<TourDetail, 'single_ticketing' | 'book_complete_tour' | 'booking_without_tickets' | 'max_participants' | 'min_participants'>): TourMode => ({
  single_ticketing: tour.single_ticketing === 1,
  book_complete_tour: tour.book_complete_tour === 1,
  booking_without_tickets: tour.booking_without_tickets === 1,
  max_participants: tour.max_participants,
  min_participants: tour.min_participants,
});

const bySequence = <T extends { sequence_no: number; id: number }>(a: T, b: T) => a.sequence_no - b.sequence_no || a.id - b.id;

/** SPEC §3: the tour prices offered at the chosen time (its schedule entry's priceList), in catalog order. */
export const offeredPrices = (tour: Pick<TourDetail, 'priceList'>, slot: Pick<TourScheduleEntry, 'priceList'> | null): TourPrice[] => {
  const all = Object.values(tour.priceList).sort(bySequence);
  return slot === null || slot.priceList.length === 0 ? all : all.filter((price) => slot.priceList.includes(price.id));
};

export const sortedTickets = (tour: Pick<TourDetail, 'tickets'>): TourTicket[] => [...tour.tickets].sort(bySequence);

const sum = (counts: Readonly<Record<number, number>>, ids?: readonly number[]): number =>
  Object.entries(counts).reduce((total, [id, count]) => (ids === undefined || ids.includes(Number(id)) ? total + count : total), 0);

/** The SPEC §3 tour form's tourCount and ticketCount; prices not offered at the chosen time do not count. */
export const quantitiesOf = (choices: TourChoices, prices: readonly TourPrice[]): TourQuantities => ({
  tourCount: sum(choices.prices, prices.map((price) => price.id)),
  ticketCount: sum(choices.tickets),
});

/**
 * Sets one tour price's count within the SPEC §5 tour cap (max_participants and the slot's free
 * places; the free places alone with single_ticketing + book_complete_tour). A non-numeric count is
 * 0. When the wish is lowered, the notice says why, with the numbers.
 */
export const setPriceCount = (mode: TourMode, choices: TourChoices, prices: readonly TourPrice[], priceId: number, requested: unknown, remaining: number) => {
  const wanted = normalizeCount(requested);
  const { tourCount, ticketCount } = quantitiesOf(choices, prices);
  const others = tourCount - (prices.some((price) => price.id === priceId) ? (choices.prices[priceId] ?? 0) : 0);
  const count = Math.max(0, Math.min(wanted, tourCountCap(mode, remaining) - others));
  const notice: TourNotice | null = count < wanted ? checkTourBooking(mode, { tourCount: others + wanted, ticketCount }, remaining) : null;
  return { choices: { ...choices, prices: { ...choices.prices, [priceId]: count } }, notice };
};

/**
 * Sets one admission ticket's count within the SPEC §5 ticket cap (max_participants × tours, one per
 * participant with single ticketing). Its add-ons never outnumber it.
 */
export const setTicketCount = (mode: TourMode, choices: TourChoices, prices: readonly TourPrice[], ticketId: number, requested: unknown) => {
  const wanted = normalizeCount(requested);
  const { tourCount, ticketCount } = quantitiesOf(choices, prices);
  const maximum = maxTicketCount(mode, tourCount);
  const count = Math.max(0, Math.min(wanted, maximum - (ticketCount - (choices.tickets[ticketId] ?? 0))));
  let notice: TourNotice | null = null;
  if (count < wanted) notice = tourCount === 0 ? { code: 'TOUR_SELECTION_REQUIRED' } : { code: 'TICKETS_CAPPED', maximum };
  const subs: Record<number, number> = Object.fromEntries(Object.entries(choices.subtickets[ticketId] ?? {}).map(([id, n]) => [id, Math.min(n, count)]));
  return { choices: { ...choices, tickets: { ...choices.tickets, [ticketId]: count }, subtickets: { ...choices.subtickets, [ticketId]: subs } }, notice };
};

/** An add-on (audio guide) comes at most once per admission ticket it belongs to. */
export const setSubticketCount = (choices: TourChoices, ticketId: number, subId: number, requested: unknown): TourChoices => {
  const count = Math.min(normalizeCount(requested), choices.tickets[ticketId] ?? 0);
  return { ...choices, subtickets: { ...choices.subtickets, [ticketId]: { ...choices.subtickets[ticketId], [subId]: count } } };
};

export interface SummaryPart {
  id: number;
  name: string;
  count: number;
  price: number;
  totalCents: number;
  vatCents: number;
}

export interface TourSummary {
  prices: SummaryPart[];
  tickets: (SummaryPart & { subtickets: SummaryPart[] })[];
  quantities: TourQuantities;
  totalCents: number;
  vatCents: number;
}

const part = (item: { id: number; name: string; price: number; vat_value: number }, count: number): SummaryPart => ({
  id: item.id,
  name: item.name,
  count,
  price: item.price,
  totalCents: item.price * count,
  vatCents: vatPortion(item.price * count, item.vat_value),
});

/** SPEC §5 prices and tickets: the chosen parts (count > 0), the line total and its VAT portion (SPEC §9). */
export const summarize = (choices: TourChoices, prices: readonly TourPrice[], tickets: readonly TourTicket[]): TourSummary => {
  const priceParts = prices.filter((price) => (choices.prices[price.id] ?? 0) > 0).map((price) => part(price, choices.prices[price.id] ?? 0));
  const ticketParts = tickets
    .filter((ticket) => (choices.tickets[ticket.id] ?? 0) > 0)
    .map((ticket) => ({
      ...part(ticket, choices.tickets[ticket.id] ?? 0),
      subtickets: ticket.subtickets.filter((sub) => (choices.subtickets[ticket.id]?.[sub.id] ?? 0) > 0).map((sub) => part(sub, choices.subtickets[ticket.id]?.[sub.id] ?? 0)),
    }));
  const all = [...priceParts, ...ticketParts, ...ticketParts.flatMap((ticket) => ticket.subtickets)];
  return {
    prices: priceParts,
    tickets: ticketParts,
    quantities: quantitiesOf(choices, prices),
    totalCents: all.reduce((total, p) => total + p.totalCents, 0),
    vatCents: all.reduce((total, p) => total + p.vatCents, 0),
  };
};

/**
 * What keeps the current choice from being booked (SPEC §5, first failure first), or null. Nothing
 * is reported before anything is chosen; admission tickets alone need a tour first.
 */
export const bookingNotice = (mode: TourMode, quantities: TourQuantities, remaining: number): TourNotice | null => {
  if (quantities.tourCount === 0 && quantities.ticketCount === 0) return null;
  return checkTourBooking(mode, quantities, remaining);
};
