import { describe, expect, it } from 'vitest';
import {
  capTicketCount,
  companionCount,
  familyParentCount,
  fitsIntoSlot,
  isFamilyComplete,
  isFixedCompanion,
  isSubticketCountAllowed,
  isTicketHidden,
  linePlaces,
  maxSelectableTickets,
  normalizeCount,
} from './ticket-rules.js';

describe('normalizeCount', () => {
  it.each([
    [3, 3],
    ['4', 4],
    ['abc', 0],
    ['', 0],
    [undefined, 0],
    [null, 0],
    [-2, 0],
    [2.7, 2],
    [Number.NaN, 0],
  ])('%p -> %i', (input, expected) => expect(normalizeCount(input)).toBe(expected));
});

describe('capTicketCount', () => {
  it.each([
    { requested: 2, remaining: 10, expected: 2 },
    { requested: 12, remaining: 10, expected: 10 },
    { requested: 5, remaining: 0, expected: 0 },
    { requested: 80, remaining: 500, expected: 50 },
    { requested: 'x', remaining: 10, expected: 0 },
  ])('$requested with $remaining left -> $expected', ({ requested, remaining, expected }) =>
    expect(capTicketCount(requested, remaining)).toBe(expected),
  );

  it('never offers a negative maximum', () => expect(maxSelectableTickets(-3)).toBe(0));
});

describe('isTicketHidden', () => {
  it.each([
    { mode: 1, schedule: [], hidden: true },
    { mode: 1, schedule: [{ max_tickets: 0 }], hidden: true },
    { mode: 1, schedule: [{ max_tickets: 0 }, { max_tickets: 4 }], hidden: false },
    { mode: 5, schedule: [{ max_tickets: 0 }], hidden: true },
    { mode: 5, schedule: [{ max_tickets: 12 }], hidden: false },
    { mode: 3, schedule: [], hidden: false },
  ])('mode $mode with $schedule.length entries -> hidden $hidden', ({ mode, schedule, hidden }) =>
    expect(isTicketHidden(mode, schedule)).toBe(hidden),
  );
});

describe('fixed companions', () => {
  it.each([
    { limits: { min_quantity: 1, max_quantity: 1 }, parent: 3, fixed: true, count: 3 },
    { limits: { min_quantity: 2, max_quantity: 2 }, parent: 2, fixed: true, count: 4 },
    { limits: { min_quantity: 0, max_quantity: 4 }, parent: 2, fixed: false, count: 0 },
  ])('$limits with parent $parent', ({ limits, parent, fixed, count }) => {
    expect(isFixedCompanion(limits)).toBe(fixed);
    expect(companionCount(parent, limits)).toBe(count);
  });
});

describe('family tickets', () => {
  it.each([
    { counts: [0, 0], parent: 0 },
    { counts: [2, 0], parent: 1 },
    { counts: [0, 1], parent: 1 },
    { counts: [], parent: 0 },
  ])('subticket counts $counts -> parent $parent', ({ counts, parent }) =>
    expect(familyParentCount(counts)).toBe(parent),
  );

  const adults = { min_quantity: 1, max_quantity: 2 };
  const children = { min_quantity: 1, max_quantity: 3 };
  it.each([
    { components: [{ limits: adults, count: 2 }, { limits: children, count: 2 }], complete: true },
    { components: [{ limits: adults, count: 2 }, { limits: children, count: 0 }], complete: false },
    { components: [{ limits: adults, count: 3 }, { limits: children, count: 1 }], complete: false },
    { components: [], complete: false },
  ])('complete: $complete', ({ components, complete }) => expect(isFamilyComplete(components)).toBe(complete));
});

describe('fitsIntoSlot', () => {
  it.each([
    { parent: 2, subs: [2], remaining: 4, fits: true },
    { parent: 2, subs: [2], remaining: 3, fits: false },
    { parent: 1, subs: [], remaining: 1, fits: true },
  ])('$parent + $subs into $remaining -> $fits', ({ parent, subs, remaining, fits }) =>
    expect(fitsIntoSlot(parent, subs, remaining)).toBe(fits),
  );
});

describe('linePlaces', () => {
  it.each([
    { family: false, parent: 3, subs: [], places: 3 },
    { family: false, parent: 2, subs: [2], places: 4 },
    { family: true, parent: 1, subs: [2, 3], places: 5 },
    { family: true, parent: 1, subs: [1, 0], places: 1 },
  ])('family $family, parent $parent, subtickets $subs -> $places places', ({ family, parent, subs, places }) =>
    expect(linePlaces(family, parent, subs)).toBe(places),
  );
});

describe('isSubticketCountAllowed', () => {
  it.each([
    { parent: 2, limits: { min_quantity: 1, max_quantity: 1 }, count: 2, allowed: true },
    { parent: 2, limits: { min_quantity: 1, max_quantity: 1 }, count: 1, allowed: false },
    { parent: 2, limits: { min_quantity: 0, max_quantity: 2 }, count: 0, allowed: true },
    { parent: 2, limits: { min_quantity: 0, max_quantity: 2 }, count: 4, allowed: true },
    { parent: 2, limits: { min_quantity: 0, max_quantity: 2 }, count: 5, allowed: false },
    { parent: 1, limits: { min_quantity: 0, max_quantity: 2 }, count: 1.5, allowed: false },
  ])('parent $parent, $limits, count $count -> $allowed', ({ parent, limits, count, allowed }) =>
    expect(isSubticketCountAllowed(parent, limits, count)).toBe(allowed),
  );
});
