import { describe, expect, it } from 'vitest';
import { doorDay, doorWindow, passValidityWindow } from './door-window.js';

describe('doorWindow (from some minutes before a slot starts until some minutes after, never past its end)', () => {
  it.each([
    { name: 'the defaults on a two-hour slot', start: '2027-05-01T08:00:00.000Z', end: '2027-05-01T10:00:00.000Z', before: 30, after: 60, opens: '2027-05-01T07:30:00.000Z', closes: '2027-05-01T09:00:00.000Z' },
    { name: 'a 30-minute slot closes at its end', start: '2027-05-01T08:00:00.000Z', end: '2027-05-01T08:30:00.000Z', before: 30, after: 60, opens: '2027-05-01T07:30:00.000Z', closes: '2027-05-01T08:30:00.000Z' },
    { name: 'a slot without a later end keeps the full window', start: '2027-05-01T08:00:00.000Z', end: '2027-05-01T08:00:00.000Z', before: 30, after: 60, opens: '2027-05-01T07:30:00.000Z', closes: '2027-05-01T09:00:00.000Z' },
    { name: 'no minutes either side: the slot start only', start: '2027-05-01T08:00:00.000Z', end: '2027-05-01T09:00:00.000Z', before: 0, after: 0, opens: '2027-05-01T08:00:00.000Z', closes: '2027-05-01T08:00:00.000Z' },
    { name: 'a day-long window', start: '2027-05-01T08:00:00.000Z', end: '2027-05-01T16:00:00.000Z', before: 60, after: 1440, opens: '2027-05-01T07:00:00.000Z', closes: '2027-05-01T16:00:00.000Z' },
  ])('$name', ({ start, end, before, after, opens, closes }) => {
    expect(doorWindow(start, end, before, after)).toEqual({ opensAt: opens, closesAt: closes });
  });
});

describe('doorDay (the museum date of a scan)', () => {
  it.each([
    { at: '2027-05-01T21:59:59.000Z', zone: 'Europe/Zurich', day: '2027-05-01' },
    { at: '2027-05-01T22:00:00.000Z', zone: 'Europe/Zurich', day: '2027-05-02' },
    { at: '2027-05-02T03:00:00.000Z', zone: 'America/New_York', day: '2027-05-01' },
  ])('$at in $zone is $day', ({ at, zone, day }) => {
    expect(doorDay(at, zone)).toBe(day);
  });
});

describe('passValidityWindow', () => {
  it('runs from the first valid day’s midnight to the end of the last, in the museum’s zone (summer and winter time)', () => {
    expect(passValidityWindow('2027-03-01', '2027-07-31', 'Europe/Zurich')).toEqual({
      opensAt: '2027-02-28T23:00:00.000Z',
      closesAt: '2027-07-31T22:00:00.000Z',
    });
  });
});
