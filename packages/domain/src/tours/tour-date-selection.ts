/**
 * Tour calendar rules of SPEC §4 and the "next few days" of DESIGN.md. Dates are museum-time
 * ISO dates (YYYY-MM-DD), times HH:MM; both compare correctly as strings.
 */
import { addDays } from '../dates/date-window.js';

export interface TourDateChoice {
  /** A date the page was opened for and must show, whether or not it has slots. */
  forcedDate?: string | null;
  /** A date the visitor asked for (link, previous choice): used only when it has slots. */
  requestedDate?: string | null;
  /** Dates of the loaded calendar that have at least one slot. */
  datesWithSlots: readonly string[];
}

/**
 * SPEC §4: on calendar load the date is the forced date if given, else the requested date if it
 * has slots, else the first date with slots; null when the calendar has none.
 */
export const selectTourDate = ({ forcedDate, requestedDate, datesWithSlots }: TourDateChoice): string | null => {
  if (forcedDate) return forcedDate;
  if (requestedDate && datesWithSlots.includes(requestedDate)) return requestedDate;
  return [...datesWithSlots].sort()[0] ?? null;
};

/**
 * SPEC §4 time of a newly chosen date: a previously chosen time is kept if the date has it, else
 * the first time is taken. Without a previous choice only a date with a single slot selects it.
 */
export const selectTourTime = (times: readonly string[], previousTime: string | null | undefined): string | null => {
  const sorted = [...times].sort();
  if (previousTime) return sorted.includes(previousTime) ? previousTime : (sorted[0] ?? null);
  return sorted.length === 1 ? (sorted[0] ?? null) : null;
};

/** SPEC §4: a tour unavailable on the chosen date offers the next date after it that has slots. */
export const nextAvailableDate = (date: string, datesWithSlots: readonly string[]): string | null =>
  [...datesWithSlots].sort().find((candidate) => candidate > date) ?? null;

/** DESIGN.md "Gaps and decisions": the next-few-days overview is today and the four following days. */
export const NEXT_FEW_DAYS = 5;

/** Today and the following days, each exactly once (SPEC §9 notes the old defect of a repeated day). */
export const nextFewDays = (today: string, days: number = NEXT_FEW_DAYS): string[] =>
  Array.from({ length: Math.max(0, days) }, (_, offset) => addDays(today, offset));
