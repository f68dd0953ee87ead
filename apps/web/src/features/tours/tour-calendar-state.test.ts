import { describe, expect, it } from 'vitest';
import { monthWindow } from './tour-calendar-state';

describe('the tour calendar asks for one month', () => {
  it('from today in the current month, from the first day in a later one, to the month’s last day', () => {
    expect(monthWindow('2026-11', '2026-11-28')).toEqual({ start: '2026-11-28', end: '2026-11-30' });
    expect(monthWindow('2027-02', '2026-11-28')).toEqual({ start: '2027-02-01', end: '2027-02-28' });
    expect(monthWindow('2026-12', '2026-11-28')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
});
