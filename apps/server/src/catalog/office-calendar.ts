import type { OfficeSchedule } from '@foyer/contract';
import { scheduleOfCalendarRule, type CalendarRule } from './calendar-rule.schema.js';

/** The office's schedule (camelCase, as its API writes it) as the catalog's calendar rule the rows keep. */
export const calendarRuleOfOfficeSchedule = (schedule: OfficeSchedule): CalendarRule => ({
  kind: 'calendar',
  horizon_days: schedule.horizonDays,
  seasons: schedule.seasons.map((season) => ({
    first_date: season.firstDate,
    last_date: season.lastDate,
    hours: season.hours,
    slots:
      season.slots.kind === 'timeslots'
        ? { kind: 'timeslots', slot_minutes: season.slots.slotMinutes }
        : { kind: 'performances', times: season.slots.times, duration_minutes: season.slots.durationMinutes },
    capacity: season.capacity,
  })),
  exceptions: schedule.exceptions,
  extra_slots: schedule.extraSlots.map((slot) => ({ date: slot.date, time: slot.time, duration_minutes: slot.durationMinutes, capacity: slot.capacity })),
});

/** A stored calendar rule as the office edits it: the domain's schedule with the rule's horizon. */
export const officeScheduleOfCalendarRule = (rule: CalendarRule): OfficeSchedule => ({ kind: 'calendar', horizonDays: rule.horizon_days, ...scheduleOfCalendarRule(rule) });
