import { describe, expect, it } from 'vitest';
import { calendarWindow, dateAfterMonthChange, dayAvailability } from './calendar-state';

const counts = { '2026-11-20': 5, '2026-11-21': 0, '2026-11-22': 40, '2026-12-03': 0 };

describe('event calendar state', () => {
  it.each([
    ['2026-11-20', 'past'],
    ['2026-11-21', 'soldOut'],
    ['2026-11-22', 'available'],
    ['2026-11-23', 'none'],
  ])('%s is %s', (date, state) => expect(dayAvailability(counts, date, '2026-11-21')).toBe(state));

  it('covers the current and the next month (SPEC §9), up to 62 days', () => {
    expect(calendarWindow('2026-11-21', '2026-11-22')).toEqual({ start: '2026-11-01', end: '2026-12-31' });
    expect(calendarWindow('2026-12-31', null)).toEqual({ start: '2026-12-01', end: '2027-01-31' });
    expect(calendarWindow('2027-01-15', '2027-01-16')).toEqual({ start: '2027-01-01', end: '2027-02-28' });
  });

  it('opens at the first free date when it lies beyond the next month', () => {
    expect(calendarWindow('2026-11-21', '2027-03-05')).toEqual({ start: '2027-03-01', end: '2027-04-30' });
  });

  it('drops the chosen date when the visible month changes (SPEC §4)', () => {
    expect(dateAfterMonthChange('2026-11-22', '2026-12')).toBeNull();
    expect(dateAfterMonthChange('2026-11-22', '2026-11')).toBe('2026-11-22');
  });
});
