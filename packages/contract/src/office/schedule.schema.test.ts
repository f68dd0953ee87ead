import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../common/field-messages.js';
import { fieldMessageKeyOf, isContentIssue } from '../common/text-fields.js';
import { officeScheduleSchema } from './schedule.schema.js';

const SEASON = {
  firstDate: '2026-04-01',
  lastDate: '2026-10-31',
  hours: [{ weekdays: [2, 3, 4, 5, 6, 7], opens: '10:00', closes: '17:00' }],
  slots: { kind: 'timeslots', slotMinutes: 30 },
  capacity: 40,
};
const PERFORMANCES = { ...SEASON, slots: { kind: 'performances', times: ['11:00', '15:00'], durationMinutes: 60 } };
const schedule = (parts: object) => ({ kind: 'calendar', horizonDays: 90, seasons: [SEASON], ...parts });

/** Each issue as the office shows it: where, and the field message in German. */
const refusals = (input: object) =>
  officeScheduleSchema.safeParse(input).error?.issues.map((issue) => ({ path: issue.path.join('.'), text: FIELD_MESSAGES.de[fieldMessageKeyOf(issue)] }));

describe('the office’s schedule', () => {
  it('is the catalog’s calendar in camelCase, with no exceptions or extra slots unless given', () => {
    expect(officeScheduleSchema.parse(schedule({}))).toEqual({ ...schedule({}), exceptions: [], extraSlots: [] });
  });

  it.each([
    { name: 'performance seasons with exceptions and extra slots', input: schedule({ seasons: [PERFORMANCES], exceptions: [{ date: '2026-05-01', hours: [] }], extraSlots: [{ date: '2026-12-31', time: '22:00', durationMinutes: 120, capacity: 200 }] }) },
    { name: 'overlapping seasons', input: schedule({ seasons: [SEASON, { ...SEASON, firstDate: '2026-07-01', lastDate: '2026-08-31' }] }) },
    { name: 'ranges that touch', input: schedule({ seasons: [{ ...SEASON, hours: [...SEASON.hours, { weekdays: [4], opens: '17:00', closes: '20:00' }] }] }) },
  ])('accepts $name', ({ input }) => expect(officeScheduleSchema.safeParse(input).error).toBeUndefined());

  it.each([
    { name: 'a date that does not exist, once', input: schedule({ seasons: [{ ...SEASON, lastDate: '2026-02-30' }] }), path: 'seasons.0.lastDate', text: 'Dieser Wert ist ungültig.' },
    { name: 'a last date before the first', input: schedule({ seasons: [{ ...SEASON, lastDate: '2026-03-01' }] }), path: 'seasons.0.lastDate', text: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.' },
    {
      name: 'hours that close before they open',
      input: schedule({ seasons: [{ ...SEASON, hours: [{ weekdays: [1], opens: '18:00', closes: '09:00' }] }] }),
      path: 'seasons.0.hours.0',
      text: 'Die Schlusszeit muss nach der Öffnungszeit liegen.',
    },
    {
      name: 'overlapping hours on one weekday',
      input: schedule({ seasons: [{ ...SEASON, hours: [...SEASON.hours, { weekdays: [4], opens: '16:00', closes: '20:00' }] }] }),
      path: 'seasons.0.hours.1',
      text: 'Diese Öffnungszeiten überschneiden sich mit anderen am selben Tag.',
    },
    { name: 'a weekday 8', input: schedule({ seasons: [{ ...SEASON, hours: [{ weekdays: [8], opens: '10:00', closes: '17:00' }] }] }), path: 'seasons.0.hours.0.weekdays.0', text: 'Dieser Wert ist ungültig.' },
    { name: 'a time past midnight', input: schedule({ extraSlots: [{ date: '2026-05-01', time: '24:00', durationMinutes: 60, capacity: 5 }] }), path: 'extraSlots.0.time', text: 'Dieser Wert ist ungültig.' },
    {
      name: 'a performance time twice',
      input: schedule({ seasons: [{ ...PERFORMANCES, slots: { kind: 'performances', times: ['11:00', '11:00'], durationMinutes: 60 } }] }),
      path: 'seasons.0.slots.times.1',
      text: 'Dieser Eintrag ist doppelt vorhanden.',
    },
    { name: 'slots of both kinds', input: schedule({ seasons: [SEASON, PERFORMANCES] }), path: 'seasons.1.slots.kind', text: 'Alle Saisons müssen gleich eingeteilt sein: entweder in Zeitfenster oder in Vorstellungen.' },
    {
      name: 'special hours outside every season',
      input: schedule({ exceptions: [{ date: '2027-01-02', hours: [{ opens: '10:00', closes: '12:00' }] }] }),
      path: 'exceptions.0.date',
      text: 'Besondere Öffnungszeiten brauchen eine Saison, die dieses Datum umfasst. Legen Sie stattdessen zusätzliche Termine an.',
    },
    { name: 'a schedule without slots', input: schedule({ seasons: [] }), path: '', text: 'Ein Zeitplan braucht mindestens eine Saison oder einen zusätzlichen Termin.' },
    { name: 'a horizon beyond two years', input: schedule({ horizonDays: 731 }), path: 'horizonDays', text: 'Dieser Wert ist zu lang.' },
    { name: 'a catalog file’s snake_case', input: { kind: 'calendar', horizon_days: 90, seasons: [] }, path: 'horizonDays', text: 'Dieser Wert ist ungültig.' },
    { name: 'more seasons than anyone edits', input: schedule({ seasons: Array.from({ length: 51 }, () => SEASON) }), path: 'seasons', text: 'Dieser Wert ist zu lang.' },
  ])('refuses $name', ({ input, path, text }) => expect(refusals(input)).toEqual([{ path, text }]));

  it('marks a broken rule of the schedule as one the editor can fix, not as a malformed request', () => {
    const [issue] = officeScheduleSchema.safeParse(schedule({ seasons: [SEASON, PERFORMANCES] })).error?.issues ?? [];
    expect(issue && isContentIssue(issue)).toBe(true);
  });
});
