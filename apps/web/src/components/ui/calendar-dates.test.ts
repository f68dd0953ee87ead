import { describe, expect, it } from 'vitest';
import { addMonths, clampDate, dateAfterKey, firstDayOfWeek, firstOfMonth, lastOfMonth, monthOf, monthWeeks } from './calendar-dates';

describe('calendar dates', () => {
  it('finds the month of a date, its first and last day, also months later and across a year', () => {
    expect(monthOf('2027-02-14')).toBe('2027-02');
    expect(firstOfMonth('2027-02-14')).toBe('2027-02-01');
    expect(lastOfMonth('2027-02-14')).toBe('2027-02-28');
    expect(lastOfMonth('2028-02-01')).toBe('2028-02-29');
    expect(firstOfMonth('2026-12-31', 1)).toBe('2027-01-01');
    expect(lastOfMonth('2026-11-30', 1)).toBe('2026-12-31');
    expect(lastOfMonth('2026-12-01', 2)).toBe('2027-02-28');
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s plus %i month(s) is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    // 2026-11-04 is a Wednesday.
    ['ArrowLeft', 1, '2026-11-03'],
    ['ArrowRight', 1, '2026-11-05'],
    ['ArrowUp', 1, '2026-10-28'],
    ['ArrowDown', 1, '2026-11-11'],
    ['PageUp', 1, '2026-10-04'],
    ['PageDown', 1, '2026-12-04'],
    ['Home', 1, '2026-11-02'],
    ['End', 1, '2026-11-08'],
    ['Home', 0, '2026-11-01'],
    ['End', 0, '2026-11-07'],
    ['Tab', 1, null],
  ])('%s from Wednesday 2026-11-04 (weeks from day %i) goes to %s', (key, firstDay, expected) => {
    expect(dateAfterKey('2026-11-04', key, firstDay)).toBe(expected);
  });

  it('lays a month out in weeks from the first weekday, other months left empty', () => {
    // 1 February 2026 is a Sunday.
    const weeks = monthWeeks('2026-02-14', 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks[4]).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', null]);
    const sundayFirst = monthWeeks('2026-11-20', 0);
    expect(sundayFirst[0]?.[0]).toBe('2026-11-01');
    expect(sundayFirst.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it.each([
    ['2026-11-01', '2026-11-05', '2026-11-05'],
    ['2026-12-31', '2026-11-05', '2026-11-30'],
    ['2026-11-10', '2026-11-05', '2026-11-10'],
  ])('clamps %s between %s and 2026-11-30 to %s', (date, min, expected) => {
    expect(clampDate(date, min, '2026-11-30')).toBe(expected);
  });

  it.each([
    ['de', 1],
    ['fr', 1],
    ['en', 0],
  ])('weeks in %s start on day %i', (lang, day) => {
    expect(firstDayOfWeek(lang)).toBe(day);
  });
});
