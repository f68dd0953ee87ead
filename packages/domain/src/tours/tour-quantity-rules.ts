/**
 * Guided-tour quantity and capacity rules of SPEC §5, as docs/pricing-and-capacity.md defines them
 * ("Guided tours"). Pure: the screen uses them for caps and messages, the server re-checks with them.
 *
 * Vocabulary: a booking chooses tour prices (the SPEC tour form's `tours`, counted as `tourCount`)
 * and admission tickets (`ticketCount`). With single ticketing a tour price is one person's place
 * on a public tour; without it a tour price books one whole tour (a guide) for a group.
 */
import { MAX_LINE_QUANTITY, normalizeCount } from '../tickets/ticket-rules.js';

export interface TourMode {
  single_ticketing: boolean;
  book_complete_tour: boolean;
  booking_without_tickets: boolean;
  max_participants: number;
  min_participants: number;
}

export interface TourQuantities {
  tourCount: number;
  ticketCount: number;
}

/** SPEC §5: a tour line gets count 1 unless single ticketing, where it counts its participants. */
export const tourLineCount = (mode: Pick<TourMode, 'single_ticketing'>, quantities: TourQuantities): number =>
  mode.single_ticketing ? quantities.tourCount : 1;

/**
 * Who takes part: with single ticketing every tour price is a participant; a group tour's
 * participants are its admission tickets.
 */
export const participantCount = (mode: Pick<TourMode, 'single_ticketing'>, quantities: TourQuantities): number =>
  mode.single_ticketing ? quantities.tourCount : quantities.ticketCount;

/**
 * Places a booking takes in its slot's capacity row: a participant each with single ticketing,
 * every place of each whole tour otherwise (the group has the guide to itself).
 */
export const tourPlaces = (mode: Pick<TourMode, 'single_ticketing' | 'max_participants'>, tourCount: number): number =>
  mode.single_ticketing ? tourCount : tourCount * mode.max_participants;

/** What is left of a slot in the unit tour counts use: places with single ticketing, whole tours otherwise. */
export const remainingTourUnits = (mode: Pick<TourMode, 'single_ticketing' | 'max_participants'>, remainingPlaces: number): number => {
  const places = Math.max(0, Math.floor(remainingPlaces));
  if (mode.single_ticketing) return places;
  return mode.max_participants > 0 ? Math.floor(places / mode.max_participants) : 0;
};

/**
 * SPEC §5: tour counts are capped at the lesser of max_participants and the slot's remaining
 * capacity; with single_ticketing and book_complete_tour the cap is the slot's remaining tickets.
 * DESIGN.md's per-line maximum (MAX_LINE_QUANTITY) bounds every mode.
 */
export const tourCountCap = (mode: TourMode, remainingPlaces: number): number => {
  const units = remainingTourUnits(mode, remainingPlaces);
  const cap = mode.single_ticketing && mode.book_complete_tour ? units : Math.min(mode.max_participants, units);
  return Math.min(MAX_LINE_QUANTITY, cap);
};

/** SPEC §5 tour count cap applied to what the visitor typed; a non-numeric count becomes 0. */
export const capTourCount = (requested: unknown, mode: TourMode, remainingPlaces: number): number =>
  Math.min(normalizeCount(requested), tourCountCap(mode, remainingPlaces));

/**
 * SPEC §5: the ticket count is capped at max_participants times the number of tours. With single
 * ticketing each participant is one tour price, so the cap is one admission ticket per participant.
 * DESIGN.md's per-line maximum (MAX_LINE_QUANTITY) bounds it too, however many tours a group takes.
 */
export const maxTicketCount = (mode: Pick<TourMode, 'single_ticketing' | 'max_participants'>, tourCount: number): number =>
  Math.min(MAX_LINE_QUANTITY, mode.single_ticketing ? tourCount : mode.max_participants * tourCount);

/** SPEC §5 ticket cap applied to what the visitor typed; a non-numeric count becomes 0. */
export const capTicketTotal = (requested: unknown, mode: TourMode, tourCount: number): number =>
  Math.min(normalizeCount(requested), maxTicketCount(mode, tourCount));

/**
 * SPEC §5 "ticket count must equal participant count in certain modes": with single ticketing and
 * admission tickets required (booking_without_tickets = 0), every participant needs exactly one.
 */
export const ticketsMustEqualParticipants = (mode: Pick<TourMode, 'single_ticketing' | 'booking_without_tickets'>): boolean =>
  mode.single_ticketing && !mode.booking_without_tickets;

/**
 * SPEC §5 minimum group size. A booking always has a participant where participants are counted;
 * a group tour booked without tickets states no group size, so only min_participants applies there.
 */
export const minimumParticipants = (mode: TourMode): number =>
  mode.single_ticketing || !mode.booking_without_tickets ? Math.max(1, mode.min_participants) : mode.min_participants;

/** Places a slot needs for one more booking: the minimum group with single ticketing, else a whole tour. */
export const placesToOpen = (mode: TourMode): number =>
  mode.single_ticketing ? Math.max(1, mode.min_participants) : Math.max(1, mode.max_participants);

/** A slot nobody can book any more: no whole tour left, or fewer places than the minimum group. */
export const isTourSlotSoldOut = (mode: TourMode, remainingPlaces: number): boolean => remainingPlaces < placesToOpen(mode);

/** Tours at a start time still open to another booking: whole free tours, or with single ticketing tours with a free place. */
export const openTourCount = (mode: TourMode, remainingPlaces: number): number => {
  const places = Math.max(0, Math.floor(remainingPlaces));
  if (mode.max_participants <= 0) return 0;
  return mode.single_ticketing ? Math.ceil(places / mode.max_participants) : Math.floor(places / mode.max_participants);
};

export type TourViolation =
  | { code: 'TOUR_SELECTION_REQUIRED' }
  | { code: 'SOLD_OUT' }
  | { code: 'OVERBOOKED' | 'TOURS_OVERBOOKED'; requested: number; available: number }
  | { code: 'TOO_MANY_PARTICIPANTS'; maximum: number }
  | { code: 'TICKETS_MUST_EQUAL_PARTICIPANTS'; participants: number }
  | { code: 'UNDERBOOKED'; minimum: number };

/**
 * Every SPEC §5 tour rule on one booking at one slot, first failure first: something chosen, never
 * more than available (overbooking), the tour cap, tickets equal to participants where required,
 * the ticket cap, the minimum group size (underbooking). null when the booking may go ahead.
 */
export const checkTourBooking = (mode: TourMode, quantities: TourQuantities, remainingPlaces: number): TourViolation | null => {
  const { tourCount, ticketCount } = quantities;
  if (tourCount <= 0) return { code: 'TOUR_SELECTION_REQUIRED' };
  const available = remainingTourUnits(mode, remainingPlaces);
  if (available <= 0 || isTourSlotSoldOut(mode, remainingPlaces)) return { code: 'SOLD_OUT' };
  if (tourCount > available) return { code: mode.single_ticketing ? 'OVERBOOKED' : 'TOURS_OVERBOOKED', requested: tourCount, available };
  const cap = tourCountCap(mode, remainingPlaces);
  if (tourCount > cap) return { code: 'TOO_MANY_PARTICIPANTS', maximum: cap };
  if (ticketsMustEqualParticipants(mode) && ticketCount !== tourCount) {
    return { code: 'TICKETS_MUST_EQUAL_PARTICIPANTS', participants: tourCount };
  }
  const maxTickets = maxTicketCount(mode, tourCount);
  if (ticketCount > maxTickets) return { code: 'TOO_MANY_PARTICIPANTS', maximum: maxTickets };
  const minimum = minimumParticipants(mode);
  if (participantCount(mode, quantities) < minimum) return { code: 'UNDERBOOKED', minimum };
  return null;
};
