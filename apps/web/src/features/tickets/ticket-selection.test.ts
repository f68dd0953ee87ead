import { describe, expect, it } from 'vitest';
import { slot, sub, ticket } from './test-fixtures';
import {
  maxParentCount,
  maxSubticketCount,
  recapChoices,
  selectionSummary,
  setParentCount,
  setSubticketCount,
  visibleTickets,
  type Choices,
} from './ticket-selection';

const day = '2026-11-22';
const open = slot(day, 10, 5, 1);
const later = slot(day, 11, 2, 2);
const entries = [open, later];
const adults = ticket({ id: 1, name: 'Adults', schedule: entries });
const carer = sub({ id: 21, name: 'Carer', min_quantity: 1, max_quantity: 1 });
const disabled = ticket({ id: 2, name: 'Visitor with disability', price: 1200, schedule: entries, subtickets: [carer] });
const grownUps = sub({ id: 31, name: 'Adults', min_quantity: 1, max_quantity: 2 });
const kids = sub({ id: 32, name: 'Children', min_quantity: 1, max_quantity: 3 });
const family = ticket({ id: 3, name: 'Family', price: 5200, family: true, schedule: entries, subtickets: [grownUps, kids] });
const all = [adults, disabled, family];

describe('hidden tickets (SPEC §5)', () => {
  it('hides timeslot and performance tickets without a free schedule entry, keeps day tickets', () => {
    const full = ticket({ id: 9, name: 'Full', schedule: [slot(day, 10, 0, 1)] });
    const performance = ticket({ id: 8, name: 'Concert', mode: 5, schedule: [] });
    const dayTicket = ticket({ id: 7, name: 'Day', mode: 3, schedule: [] });
    expect(visibleTickets([full, adults, performance, dayTicket]).map((t) => t.id)).toEqual([1, 7]);
  });
});

describe('quantity caps', () => {
  it('caps a ticket at the places the slot has left', () => {
    const choices = setParentCount(adults, 9, all, {}, open);
    expect(choices[1]?.count).toBe(5);
    expect(maxParentCount(adults, all, choices, open)).toBe(5);
  });

  it('shares the slot between ticket types', () => {
    const choices = setParentCount(adults, 3, all, {}, open);
    expect(maxParentCount(disabled, all, choices, open)).toBe(1);
    expect(setParentCount(disabled, 4, all, choices, open)[2]?.count).toBe(1);
  });

  it('never allows more than 50 on a line, whatever is free', () => {
    const big = slot(day, 10, 500, 1);
    const roomy = ticket({ id: 1, name: 'Adults', schedule: [big] });
    expect(setParentCount(roomy, 80, [roomy], {}, big)[1]?.count).toBe(50);
  });

  it('treats garbage as 0 and drops the choice', () => {
    expect(setParentCount(adults, 'abc', all, {}, open)).toEqual({});
  });

  it('caps choices again when the visitor moves to a fuller slot', () => {
    const choices = setParentCount(adults, 4, all, {}, open);
    expect(recapChoices(all, choices, later)[1]?.count).toBe(2);
  });
});

describe('fixed companions', () => {
  it('come along automatically and take a place each', () => {
    const choices = setParentCount(disabled, 2, all, {}, open);
    const summary = selectionSummary(all, choices);
    expect(summary.lines[0]?.subtickets).toEqual([{ sub: carer, count: 2 }]);
    expect(summary.places).toBe(4);
    expect(summary.totalCents).toBe(2400);
    expect(maxParentCount(adults, all, choices, open)).toBe(1);
  });

  it('limit the parent count so that the companions fit too', () => {
    expect(maxParentCount(disabled, all, {}, open)).toBe(2);
  });
});

describe('family tickets (SPEC §4/§5)', () => {
  const withGrownUps: Choices = setSubticketCount(family, grownUps, 2, all, {}, open);

  it('count once as soon as any component has a number', () => {
    expect(withGrownUps[3]?.count).toBe(1);
    expect(setSubticketCount(family, grownUps, 0, all, withGrownUps, open)).toEqual({});
  });

  it('are incomplete until every component has a number', () => {
    expect(selectionSummary(all, withGrownUps)).toMatchObject({ complete: false, lines: [{ problem: 'familyIncomplete' }] });
    const complete = setSubticketCount(family, kids, 1, all, withGrownUps, open);
    expect(selectionSummary(all, complete)).toMatchObject({ complete: true, places: 3, totalCents: 5200, lines: [{ count: 1, problem: null }] });
  });

  it('cap each component at its maximum and at the free places', () => {
    expect(maxSubticketCount(family, grownUps, all, withGrownUps, open)).toBe(2);
    expect(maxSubticketCount(family, kids, all, withGrownUps, open)).toBe(3);
    expect(setSubticketCount(family, kids, 3, all, withGrownUps, later)[3]?.subtickets[32]).toBe(0);
  });
});

describe('totals', () => {
  it('add the VAT portion of every component (SPEC §9)', () => {
    const choices = setParentCount(adults, 2, all, {}, open);
    expect(selectionSummary(all, choices)).toMatchObject({ totalCents: 4000, vatCents: 300 });
  });
});
