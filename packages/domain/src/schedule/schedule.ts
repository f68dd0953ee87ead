/**
 * A museum's schedule for one event or tour (DESIGN.md "Back office", "Schedules"): seasons with fixed
 * dates, opening hours per weekday and how slots are cut from them, exceptions by date and one-off
 * extra slots. Dates are museum calendar days (YYYY-MM-DD), times museum wall-clock times (HH:MM).
 */

/** The furthest a schedule offers slots ahead: two years, as the demo rules' `to_day` (the date window's horizon). */
export const SCHEDULE_HORIZON_MAX_DAYS = 730;

/** ISO weekday: 1 Monday ... 7 Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One stretch of a day the museum is open, `opens` before `closes`. */
export interface OpeningRange {
  opens: string;
  closes: string;
}

/** A range that holds on each of the listed weekdays; a weekday no entry lists is closed. */
export interface WeekdayHours extends OpeningRange {
  weekdays: IsoWeekday[];
}

/** Slots follow one another from opening time, or start at fixed performance times. */
export type SeasonSlots =
  | { kind: 'timeslots'; slotMinutes: number }
  | { kind: 'performances'; times: string[]; durationMinutes: number };

export interface Season {
  /** First and last museum date of the season, both inclusive. */
  firstDate: string;
  lastDate: string;
  hours: WeekdayHours[];
  slots: SeasonSlots;
  /** Places per slot. */
  capacity: number;
}

/** Replaces one date's opening hours: no ranges closes the museum all day. */
export interface ScheduleException {
  date: string;
  hours: OpeningRange[];
}

/** A slot that exists whatever the seasons and exceptions say, closed days included. */
export interface ExtraSlot {
  date: string;
  time: string;
  durationMinutes: number;
  capacity: number;
}

/**
 * Where seasons overlap, the one listed later holds on the shared dates (a summer season listed after
 * the whole year replaces it from June to August).
 */
export interface Schedule {
  seasons: Season[];
  exceptions: ScheduleException[];
  extraSlots: ExtraSlot[];
}

/** A generated slot: UTC instants as `toISOString` writes them. */
export interface ScheduleSlot {
  startsAt: string;
  endsAt: string;
  capacity: number;
}

/**
 * The kind of every slot a schedule yields, which fixes its tickets' mode: slot-length seasons give
 * time slots; performance seasons, or extra slots alone, give performances. scheduleIssues refuses
 * seasons of both kinds in one schedule.
 */
export const scheduleSlotKind = (schedule: Schedule): SeasonSlots['kind'] =>
  schedule.seasons.some((season) => season.slots.kind === 'timeslots') ? 'timeslots' : 'performances';
