/** How long before the first visit starts an unpaid reservation lapses: time to pay, and to come. */
export const RESERVATION_LEAD_MS = 24 * 60 * 60 * 1000;
/** The least a reservation placed close to its visit holds, so the mail's payment link still works. */
export const RESERVATION_GRACE_MS = 60 * 60 * 1000;

/**
 * When an unpaid pay-later reservation lapses (all instants in ms): at the end of its due day, but a
 * day before the order's first visit starts, so nobody holds a place that lapses at the door. An
 * order placed less than a day before its visit still holds for an hour, never past the visit's start.
 */
export const reservationLapse = (now: number, dueDayEnd: number, visits: readonly number[]): number => {
  if (visits.length === 0) return dueDayEnd;
  const firstVisit = Math.min(...visits);
  const beforeVisit = Math.min(dueDayEnd, firstVisit - RESERVATION_LEAD_MS);
  return Math.max(beforeVisit, Math.min(now + RESERVATION_GRACE_MS, firstVisit));
};
