import type { OpeningRange, Schedule, Season } from './schedule.js';

/** The rules a schedule can break, for a client to say in the reader's language. */
export const SCHEDULE_ISSUE_CODES = [
  'schedule_without_slots',
  'last_before_first',
  'closes_before_opens',
  'hours_overlap',
  'listed_twice',
  'mixed_slot_kinds',
  'special_hours_outside_seasons',
] as const;
export type ScheduleIssueCode = (typeof SCHEDULE_ISSUE_CODES)[number];

/**
 * What is wrong with a schedule and where: the path names the fields as the Schedule type does; the
 * message, in English with the values at fault, is for the catalog file's author.
 */
export interface ScheduleIssue {
  path: (string | number)[];
  code: ScheduleIssueCode;
  message: string;
}

/**
 * The rules a well-formed schedule (valid dates, HH:MM times, positive numbers: the schemas check
 * those) must still keep, shared by the catalog file and the office's schedule editor.
 */
export const scheduleIssues = (schedule: Schedule): ScheduleIssue[] => [
  ...(schedule.seasons.length === 0 && schedule.extraSlots.length === 0 ? [{ path: [], code: 'schedule_without_slots' as const, message: 'a schedule needs a season or an extra slot' }] : []),
  ...schedule.seasons.flatMap((season, index) => seasonIssues(season).map((issue) => ({ ...issue, path: ['seasons', index, ...issue.path] }))),
  ...mixedSlotKindIssues(schedule.seasons),
  ...exceptionIssues(schedule),
  ...duplicateIssues(
    schedule.extraSlots.map((slot) => `${slot.date} ${slot.time}`),
    (key) => `an extra slot on ${key} is listed twice`,
  ).map((issue) => ({ ...issue, path: ['extraSlots', ...issue.path] })),
];

interface PlacedRange extends OpeningRange {
  path: (string | number)[];
}

const orderIssues = (ranges: PlacedRange[]): ScheduleIssue[] =>
  ranges.filter((range) => range.opens >= range.closes).map((range) => ({ path: range.path, code: 'closes_before_opens', message: `opens (${range.opens}) must be before closes (${range.closes})` }));

/** Ranges of one day must not overlap; one may open when the one before closes. */
const overlapIssues = (ranges: PlacedRange[], where: string): ScheduleIssue[] => {
  const issues: ScheduleIssue[] = [];
  const ordered = ranges.filter((range) => range.opens < range.closes).sort((a, b) => a.opens.localeCompare(b.opens));
  for (let index = 1; index < ordered.length; index += 1) {
    const [before, after] = [ordered[index - 1], ordered[index]];
    if (before !== undefined && after !== undefined && after.opens < before.closes) {
      issues.push({ path: after.path, code: 'hours_overlap', message: `${after.opens}–${after.closes} overlaps ${before.opens}–${before.closes} on ${where}` });
    }
  }
  return issues;
};

const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const seasonIssues = (season: Season): ScheduleIssue[] => {
  const issues: ScheduleIssue[] = [];
  if (season.firstDate > season.lastDate) {
    issues.push({ path: ['lastDate'], code: 'last_before_first', message: `the last date (${season.lastDate}) must not be before the first date (${season.firstDate})` });
  }
  issues.push(...orderIssues(season.hours.map((entry, index) => ({ ...entry, path: ['hours', index] }))));
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    // A weekday listed twice in one entry overlaps itself.
    const ranges = season.hours.flatMap((entry, index) =>
      entry.weekdays.filter((day) => day === weekday).map(() => ({ opens: entry.opens, closes: entry.closes, path: ['hours', index] })),
    );
    issues.push(...overlapIssues(ranges, WEEKDAY_NAMES[weekday] ?? String(weekday)));
  }
  if (season.slots.kind === 'performances') {
    issues.push(...duplicateIssues(season.slots.times, (time) => `the performance time ${time} is listed twice`).map((issue) => ({ ...issue, path: ['slots', 'times', ...issue.path] })));
  }
  return issues;
};

/** One ticket mode per event: a schedule's seasons all cut time slots, or all hold performances. */
const mixedSlotKindIssues = (seasons: Season[]): ScheduleIssue[] => {
  const first = seasons[0]?.slots.kind;
  const index = seasons.findIndex((season) => season.slots.kind !== first);
  if (index < 0) return [];
  return [{ path: ['seasons', index, 'slots', 'kind'], code: 'mixed_slot_kinds', message: `every season must use the same kind of slots as the first (${String(first)})` }];
};

const exceptionIssues = (schedule: Schedule): ScheduleIssue[] => {
  const issues = duplicateIssues(
    schedule.exceptions.map((exception) => exception.date),
    (date) => `the exception for ${date} is listed twice`,
  ).map((issue) => ({ ...issue, path: ['exceptions', ...issue.path] }));
  schedule.exceptions.forEach((exception, index) => {
    const ranges = exception.hours.map((range, rangeIndex) => ({ ...range, path: ['exceptions', index, 'hours', rangeIndex] }));
    issues.push(...orderIssues(ranges), ...overlapIssues(ranges, exception.date));
    const inSeason = schedule.seasons.some((season) => season.firstDate <= exception.date && exception.date <= season.lastDate);
    // Special hours cut slots the way the date's season does; outside every season there is none to follow.
    if (exception.hours.length > 0 && !inSeason) {
      issues.push({ path: ['exceptions', index, 'date'], code: 'special_hours_outside_seasons', message: `special hours on ${exception.date} lie outside every season; use extra slots for that date` });
    }
  });
  return issues;
};

const duplicateIssues = (keys: string[], message: (key: string) => string): ScheduleIssue[] =>
  keys.flatMap((key, index) => (keys.indexOf(key) === index ? [] : [{ path: [index], code: 'listed_twice' as const, message: message(key) }]));
