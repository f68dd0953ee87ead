import { describe, expect, it } from 'vitest';
import { bookingNotice, NO_CHOICES, offeredPrices, setPriceCount, setSubticketCount, setTicketCount, summarize, tourModeOf } from './tour-selection';
import { publicTour, slotAt } from './test-fixtures';

const tour = publicTour('2026-11-24', {});
const single = tourModeOf(tour);
const group = tourModeOf({ ...tour, single_ticketing: 0, book_complete_tour: 1, max_participants: 25, min_participants: 10 });
const prices = offeredPrices(tour, null);

describe('tour quantities in the form (SPEC §5)', () => {
  it('offers only the prices of the chosen time', () => {
    expect(offeredPrices(tour, slotAt('2026-11-24', '14:00', 5, { priceList: [20012] })).map((price) => price.id)).toEqual([20012]);
    expect(prices.map((price) => price.id)).toEqual([20011, 20012]);
  });

  it('caps the places at the free places and says how many were asked for; non-numeric is 0', () => {
    const { choices, notice } = setPriceCount(single, NO_CHOICES, prices, 20011, '9', 6);
    expect(choices.prices[20011]).toBe(6);
    expect(notice).toEqual({ code: 'OVERBOOKED', requested: 9, available: 6 });
    expect(setPriceCount(single, choices, prices, 20012, 3, 6).choices.prices[20012]).toBe(0);
    expect(setPriceCount(single, choices, prices, 20011, 'abc', 6).choices.prices[20011]).toBe(0);
  });

  it('caps the places at max_participants unless the complete tour may be booked', () => {
    expect(setPriceCount(single, NO_CHOICES, prices, 20011, 25, 40).notice).toEqual({ code: 'TOO_MANY_PARTICIPANTS', maximum: 20 });
    const complete = { ...single, book_complete_tour: true };
    expect(setPriceCount(complete, NO_CHOICES, prices, 20011, 25, 40).choices.prices[20011]).toBe(25);
  });

  it('caps a group tour at the whole tours free, and its tickets at max_participants × tours', () => {
    const { choices, notice } = setPriceCount(group, NO_CHOICES, prices, 20011, 2, 25);
    expect(choices.prices[20011]).toBe(1);
    expect(notice).toEqual({ code: 'TOURS_OVERBOOKED', requested: 2, available: 1 });
    const tickets = setTicketCount(group, choices, prices, 20015, 30);
    expect(tickets.choices.tickets[20015]).toBe(25);
    expect(tickets.notice).toEqual({ code: 'TICKETS_CAPPED', maximum: 25 });
    expect(setTicketCount(group, NO_CHOICES, prices, 20015, 1).notice).toEqual({ code: 'TOUR_SELECTION_REQUIRED' });
  });

  it('gives at most one admission ticket per participant, and an add-on at most once per ticket', () => {
    const two = setPriceCount(single, NO_CHOICES, prices, 20011, 2, 6).choices;
    const tickets = setTicketCount(single, two, prices, 20015, 3);
    expect(tickets.choices.tickets[20015]).toBe(2);
    const withGuide = setSubticketCount(tickets.choices, 20015, 200151, 5);
    expect(withGuide.subtickets[20015]?.[200151]).toBe(2);
    expect(setTicketCount(single, withGuide, prices, 20015, 1).choices.subtickets[20015]?.[200151]).toBe(1);
  });

  it('reports tickets that do not match the participants, and a group below its minimum, with the numbers', () => {
    expect(bookingNotice(single, { tourCount: 0, ticketCount: 0 }, 6)).toBeNull();
    expect(bookingNotice(single, { tourCount: 2, ticketCount: 1 }, 6)).toEqual({ code: 'TICKETS_MUST_EQUAL_PARTICIPANTS', participants: 2 });
    expect(bookingNotice(group, { tourCount: 1, ticketCount: 8 }, 25)).toEqual({ code: 'UNDERBOOKED', minimum: 10 });
    expect(bookingNotice(single, { tourCount: 2, ticketCount: 2 }, 6)).toBeNull();
  });

  it('totals every chosen part with its VAT portion', () => {
    const summary = summarize({ prices: { 20011: 2, 20012: 0 }, tickets: { 20015: 2 }, subtickets: { 20015: { 200151: 1 } } }, prices, tour.tickets);
    expect(summary.totalCents).toBe(2 * 500 + 2 * 1800 + 400);
    expect(summary.vatCents).toBe(75 + 270 + 30);
    expect(summary.prices.map((p) => p.id)).toEqual([20011]);
    expect(summary.quantities).toEqual({ tourCount: 2, ticketCount: 2 });
  });
});
