import { describe, expect, it } from 'vitest';
import { nextAvailableDate, nextFewDays, selectTourDate, selectTourTime } from './tour-date-selection.js';

const dates = ['2025-06-12', '2025-06-05', '2025-06-20'];

describe('selectTourDate (SPEC §4)', () => {
  it.each([
    { name: 'forced date wins, even without slots', forcedDate: '2025-06-01', requestedDate: '2025-06-12', expected: '2025-06-01' },
    { name: 'requested date with slots', forcedDate: null, requestedDate: '2025-06-12', expected: '2025-06-12' },
    { name: 'requested date without slots -> first date with slots', forcedDate: null, requestedDate: '2025-06-13', expected: '2025-06-05' },
    { name: 'nothing asked -> first date with slots', forcedDate: undefined, requestedDate: undefined, expected: '2025-06-05' },
  ])('$name', ({ forcedDate, requestedDate, expected }) => expect(selectTourDate({ forcedDate, requestedDate, datesWithSlots: dates })).toBe(expected));

  it('answers null for a calendar without slots', () => expect(selectTourDate({ requestedDate: '2025-06-01', datesWithSlots: [] })).toBeNull());
});

describe('selectTourTime (SPEC §4)', () => {
  it.each([
    { name: 'previous time exists on the new date', times: ['10:00', '14:00'], previous: '14:00', expected: '14:00' },
    { name: 'previous time missing -> first time', times: ['14:00', '11:00'], previous: '10:00', expected: '11:00' },
    { name: 'previous time, date without slots', times: [], previous: '10:00', expected: null },
    { name: 'no previous time, one slot -> auto-selected', times: ['15:30'], previous: null, expected: '15:30' },
    { name: 'no previous time, several slots -> visitor chooses', times: ['10:00', '15:30'], previous: undefined, expected: null },
  ])('$name', ({ times, previous, expected }) => expect(selectTourTime(times, previous)).toBe(expected));
});

describe('nextAvailableDate (SPEC §4 "offers the next available date")', () => {
  it.each([
    { date: '2025-06-06', expected: '2025-06-12' },
    { date: '2025-06-01', expected: '2025-06-05' },
    { date: '2025-06-20', expected: null },
  ])('$date -> $expected', ({ date, expected }) => expect(nextAvailableDate(date, dates)).toBe(expected));
});

describe('nextFewDays (DESIGN.md: today and the four following days, each once)', () => {
  it.each([
    { today: '2025-06-01', expected: ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05'] },
    { today: '2025-02-27', expected: ['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02', '2025-03-03'] },
    { today: '2025-12-30', expected: ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03'] },
  ])('$today', ({ today, expected }) => {
    const days = nextFewDays(today);
    expect(days).toEqual(expected);
    expect(new Set(days).size).toBe(5);
  });

  it('takes another length', () => expect(nextFewDays('2025-06-01', 2)).toEqual(['2025-06-01', '2025-06-02']));
});
