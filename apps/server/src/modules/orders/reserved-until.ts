import { addDays, museumDate, museumDayBounds, reservationLapse } from '@foyer/domain';

/**
 * Until when a reserved order (a pay-later type) holds its places: the end of the museum's day
 * `days` days from now, but lapsing a day before the order's first visit (`reservationLapse`), so
 * nobody holds a place that lapses at the door.
 */
export const reservedUntil = (now: Date, days: number, timeZone: string, visits: readonly string[]): Date => {
  const dueDay = addDays(museumDate(now, timeZone), days);
  // The last second of the due day on the museum's clock (the next day's midnight, less a second).
  const endOfDay = Date.parse(museumDayBounds(dueDay, timeZone)[1]) - 1000;
  return new Date(reservationLapse(now.getTime(), endOfDay, visits.map((visit) => Date.parse(visit))));
};
