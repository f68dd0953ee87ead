import { museumDayBounds } from '@foyer/domain';

/** UTC bounds [start, end) of museum dates first..last. */
export const daysBounds = (first: string, last: string, timeZone: string): [string, string] => [
  museumDayBounds(first, timeZone)[0],
  museumDayBounds(last, timeZone)[1],
];
