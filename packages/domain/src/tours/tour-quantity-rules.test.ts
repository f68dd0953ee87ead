import { describe, expect, it } from 'vitest';
import {
  capTicketTotal,
  capTourCount,
  checkTourBooking,
  isTourSlotSoldOut,
  openTourCount,
  placesToOpen,
  maxTicketCount,
  minimumParticipants,
  participantCount,
  remainingTourUnits,
  ticketsMustEqualParticipants,
  tourCountCap,
  tourLineCount,
  tourPlaces,
  type TourMode,
} from './tour-quantity-rules.js';

const group: TourMode = { single_ticketing: false, book_complete_tour: true, booking_without_tickets: false, max_participants: 20, min_participants: 0 };
const single: TourMode = { single_ticketing: true, book_complete_tour: false, booking_without_tickets: false, max_participants: 15, min_participants: 0 };
const singleComplete: TourMode = { ...single, book_complete_tour: true };
const singleNoTickets: TourMode = { ...single, booking_without_tickets: true };
const groupNoTickets: TourMode = { ...group, booking_without_tickets: true };

describe('tourLineCount (SPEC §5: count 1 unless single ticketing)', () => {
  it.each([
    { mode: group, tourCount: 2, ticketCount: 30, expected: 1 },
    { mode: group, tourCount: 1, ticketCount: 0, expected: 1 },
    { mode: single, tourCount: 4, ticketCount: 4, expected: 4 },
    { mode: singleNoTickets, tourCount: 3, ticketCount: 0, expected: 3 },
  ])('single_ticketing=$mode.single_ticketing, $tourCount tours -> $expected', ({ mode, tourCount, ticketCount, expected }) =>
    expect(tourLineCount(mode, { tourCount, ticketCount })).toBe(expected),
  );
});

describe('participants and places', () => {
  it.each([
    { mode: single, tourCount: 3, ticketCount: 3, participants: 3, places: 3 },
    { mode: group, tourCount: 2, ticketCount: 27, participants: 27, places: 40 },
    { mode: group, tourCount: 1, ticketCount: 5, participants: 5, places: 20 },
  ])('$tourCount tours, $ticketCount tickets -> $participants participants, $places places', ({ mode, tourCount, ticketCount, participants, places }) => {
    expect(participantCount(mode, { tourCount, ticketCount })).toBe(participants);
    expect(tourPlaces(mode, tourCount)).toBe(places);
  });

  it.each([
    { mode: single, remaining: 7, units: 7 },
    { mode: group, remaining: 39, units: 1 },
    { mode: group, remaining: 40, units: 2 },
    { mode: group, remaining: -3, units: 0 },
    { mode: { ...group, max_participants: 0 }, remaining: 10, units: 0 },
  ])('$remaining places left -> $units units', ({ mode, remaining, units }) => expect(remainingTourUnits(mode, remaining)).toBe(units));
});

describe('tourCountCap (SPEC §5: min(max_participants, remaining); single + complete -> remaining)', () => {
  it.each([
    { name: 'single, more left than a tour holds', mode: single, remaining: 40, cap: 15 },
    { name: 'single, few left', mode: single, remaining: 6, cap: 6 },
    { name: 'single + complete tour', mode: singleComplete, remaining: 40, cap: 40 },
    { name: 'group: whole tours left', mode: group, remaining: 60, cap: 3 },
    { name: 'group: no whole tour left', mode: group, remaining: 19, cap: 0 },
    { name: 'single + complete tour above the line maximum', mode: singleComplete, remaining: 80, cap: 50 },
    { name: 'group with more tours than the line maximum', mode: { ...group, max_participants: 60 }, remaining: 6000, cap: 50 },
  ])('$name -> $cap', ({ mode, remaining, cap }) => expect(tourCountCap(mode, remaining)).toBe(cap));

  it.each([
    { requested: 'abc', expected: 0 },
    { requested: '', expected: 0 },
    { requested: '4', expected: 4 },
    { requested: 99, expected: 15 },
    { requested: -2, expected: 0 },
  ])('typed $requested -> $expected', ({ requested, expected }) => expect(capTourCount(requested, single, 40)).toBe(expected));
});

describe('maxTicketCount (SPEC §5: max_participants × tours)', () => {
  it.each([
    { mode: group, tours: 1, max: 20 },
    { mode: group, tours: 2, max: 40 },
    { mode: group, tours: 3, max: 50 },
    { mode: single, tours: 51, max: 50 },
    { mode: group, tours: 0, max: 0 },
    { mode: single, tours: 4, max: 4 },
  ])('$tours tours -> at most $max tickets', ({ mode, tours, max }) => expect(maxTicketCount(mode, tours)).toBe(max));

  it.each([
    { requested: 'x', expected: 0 },
    { requested: 25, expected: 20 },
    { requested: '12', expected: 12 },
  ])('typed $requested -> $expected', ({ requested, expected }) => expect(capTicketTotal(requested, group, 1)).toBe(expected));
});

describe('modes', () => {
  it.each([
    { mode: single, equal: true, minimum: 1 },
    { mode: singleNoTickets, equal: false, minimum: 1 },
    { mode: group, equal: false, minimum: 1 },
    { mode: { ...group, min_participants: 8 }, equal: false, minimum: 8 },
    { mode: groupNoTickets, equal: false, minimum: 0 },
  ])('tickets must equal participants: $equal, minimum $minimum', ({ mode, equal, minimum }) => {
    expect(ticketsMustEqualParticipants(mode)).toBe(equal);
    expect(minimumParticipants(mode)).toBe(minimum);
  });

  it.each([
    { mode: single, remaining: 0, soldOut: true },
    { mode: single, remaining: 1, soldOut: false },
    { mode: { ...single, min_participants: 4 }, remaining: 3, soldOut: true },
    { mode: group, remaining: 19, soldOut: true },
    { mode: group, remaining: 20, soldOut: false },
  ])('$remaining places left -> sold out $soldOut', ({ mode, remaining, soldOut }) => expect(isTourSlotSoldOut(mode, remaining)).toBe(soldOut));

  it.each([
    { mode: single, open: 1, remaining: 16, tours: 2 },
    { mode: { ...single, min_participants: 4 }, open: 4, remaining: 15, tours: 1 },
    { mode: group, open: 20, remaining: 39, tours: 1 },
    { mode: group, open: 20, remaining: 40, tours: 2 },
    { mode: single, open: 1, remaining: 0, tours: 0 },
  ])('needs $open places to open; $remaining left -> $tours open tours', ({ mode, open, remaining, tours }) => {
    expect(placesToOpen(mode)).toBe(open);
    expect(openTourCount(mode, remaining)).toBe(tours);
  });
});

describe('checkTourBooking', () => {
  it.each([
    { name: 'nothing chosen', mode: single, tours: 0, tickets: 0, remaining: 15, expected: { code: 'TOUR_SELECTION_REQUIRED' } },
    { name: 'sold out', mode: single, tours: 1, tickets: 1, remaining: 0, expected: { code: 'SOLD_OUT' } },
    { name: 'overbooking places', mode: single, tours: 5, tickets: 5, remaining: 3, expected: { code: 'OVERBOOKED', requested: 5, available: 3 } },
    { name: 'overbooking tours', mode: group, tours: 2, tickets: 20, remaining: 30, expected: { code: 'TOURS_OVERBOOKED', requested: 2, available: 1 } },
    { name: 'more than one tour holds', mode: single, tours: 16, tickets: 16, remaining: 40, expected: { code: 'TOO_MANY_PARTICIPANTS', maximum: 15 } },
    { name: 'complete tour may take every place', mode: singleComplete, tours: 16, tickets: 16, remaining: 40, expected: null },
    { name: 'fewer tickets than participants', mode: single, tours: 3, tickets: 2, remaining: 15, expected: { code: 'TICKETS_MUST_EQUAL_PARTICIPANTS', participants: 3 } },
    { name: 'more tickets than participants', mode: single, tours: 3, tickets: 4, remaining: 15, expected: { code: 'TICKETS_MUST_EQUAL_PARTICIPANTS', participants: 3 } },
    { name: 'without tickets: none needed', mode: singleNoTickets, tours: 3, tickets: 0, remaining: 15, expected: null },
    { name: 'without tickets: at most one each', mode: singleNoTickets, tours: 3, tickets: 4, remaining: 15, expected: { code: 'TOO_MANY_PARTICIPANTS', maximum: 3 } },
    { name: 'group over max × tours', mode: group, tours: 1, tickets: 21, remaining: 40, expected: { code: 'TOO_MANY_PARTICIPANTS', maximum: 20 } },
    { name: 'group of two tours', mode: group, tours: 2, tickets: 35, remaining: 40, expected: null },
    { name: 'complete tour above the line maximum', mode: singleComplete, tours: 51, tickets: 51, remaining: 80, expected: { code: 'TOO_MANY_PARTICIPANTS', maximum: 50 } },
    { name: 'complete tour at the line maximum', mode: singleComplete, tours: 50, tickets: 50, remaining: 80, expected: null },
    { name: 'group of three tours above the line maximum', mode: group, tours: 3, tickets: 60, remaining: 60, expected: { code: 'TOO_MANY_PARTICIPANTS', maximum: 50 } },
    { name: 'group of three tours at the line maximum', mode: group, tours: 3, tickets: 50, remaining: 60, expected: null },
    { name: 'group without tickets needs one', mode: group, tours: 1, tickets: 0, remaining: 40, expected: { code: 'UNDERBOOKED', minimum: 1 } },
    { name: 'underbooking', mode: { ...group, min_participants: 8 }, tours: 1, tickets: 5, remaining: 40, expected: { code: 'UNDERBOOKED', minimum: 8 } },
    { name: 'underbooking single', mode: { ...single, min_participants: 4 }, tours: 2, tickets: 2, remaining: 15, expected: { code: 'UNDERBOOKED', minimum: 4 } },
    { name: 'group booked without tickets', mode: groupNoTickets, tours: 1, tickets: 0, remaining: 20, expected: null },
  ])('$name', ({ mode, tours, tickets, remaining, expected }) =>
    expect(checkTourBooking(mode, { tourCount: tours, ticketCount: tickets }, remaining)).toEqual(expected),
  );
});
