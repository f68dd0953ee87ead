import { addDays } from '../dates/date-window.js';
import { isoWeekday, museumToUtc } from '../dates/museum-time.js';
import type { OpeningRange, Schedule, ScheduleSlot, Season } from './schedule.js';

const MINUTE_MS = 60_000;

const plusMinutes = (utcIso: string, minutes: number): string => new Date(Date.parse(utcIso) + minutes * MINUTE_MS).toISOString();

/** The season that holds on a date: the last listed one that covers it. */
const seasonOn = (seasons: Season[], date: string): Season | undefined =>
  seasons.findLast((season) => season.firstDate <= date && date <= season.lastDate);

const weekdayHours = (season: Season, date: string): OpeningRange[] => {
  const weekday = isoWeekday(date);
  return season.hours.filter((entry) => entry.weekdays.some((day) => day === weekday));
};

/**
 * A date's slots under its season. Times become instants through museumToUtc: a time the clocks skip
 * in spring moves forward by the gap (02:30 becomes 03:30), a time that occurs twice in autumn is its
 * second occurrence. Slot-length slots follow one another in real minutes from the opening instant,
 * so a night the clocks change has one slot fewer or more; no slot ends after its range closes.
 */
const seasonSlotsOn = (season: Season, hours: OpeningRange[], date: string, timeZone: string): ScheduleSlot[] => {
  const slots: ScheduleSlot[] = [];
  const ranges = hours.map((range) => ({ opens: museumToUtc(date, range.opens, timeZone), closes: museumToUtc(date, range.closes, timeZone) }));
  const { slots: rule, capacity } = season;
  if (rule.kind === 'performances') {
    for (const time of rule.times) {
      const startsAt = museumToUtc(date, time, timeZone);
      const endsAt = plusMinutes(startsAt, rule.durationMinutes);
      if (ranges.some((range) => range.opens <= startsAt && endsAt <= range.closes)) slots.push({ startsAt, endsAt, capacity });
    }
    return slots;
  }
  for (const range of ranges) {
    let startsAt = range.opens;
    let endsAt = plusMinutes(startsAt, rule.slotMinutes);
    while (endsAt <= range.closes) {
      slots.push({ startsAt, endsAt, capacity });
      startsAt = endsAt;
      endsAt = plusMinutes(startsAt, rule.slotMinutes);
    }
  }
  return slots;
};

/**
 * Every slot of a schedule on the museum dates from `fromDate` to `toDate` (both inclusive), ordered
 * by start. Each date follows the season that holds on it (the last listed of overlapping ones), with
 * that weekday's hours, or the date's exception hours instead (none: closed). Extra slots are added
 * on their dates, closed ones too; one starting with a generated slot replaces it, as two slots of an
 * event never start at the same instant.
 */
export const slotsOfSchedule = (schedule: Schedule, fromDate: string, toDate: string, timeZone: string): ScheduleSlot[] => {
  const exceptionHours = new Map(schedule.exceptions.map((exception) => [exception.date, exception.hours]));
  const byStart = new Map<string, ScheduleSlot>();
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const season = seasonOn(schedule.seasons, date);
    if (season === undefined) continue;
    const hours = exceptionHours.get(date) ?? weekdayHours(season, date);
    for (const slot of seasonSlotsOn(season, hours, date, timeZone)) byStart.set(slot.startsAt, slot);
  }
  for (const extra of schedule.extraSlots) {
    if (extra.date < fromDate || extra.date > toDate) continue;
    const startsAt = museumToUtc(extra.date, extra.time, timeZone);
    byStart.set(startsAt, { startsAt, endsAt: plusMinutes(startsAt, extra.durationMinutes), capacity: extra.capacity });
  }
  return [...byStart.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
};
