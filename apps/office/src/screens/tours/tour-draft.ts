import { DOOR_CLOSES_MINUTES_AFTER_DEFAULT, DOOR_OPENS_MINUTES_BEFORE_DEFAULT } from '@foyer/domain';
import type { OfficeSchedule, OfficeTour, OfficeTourSchedule } from '../../lib/api/types';
import { newSeason } from '../events/event-draft';

/** The tour as the editor holds it while it is being changed: the contract's tour, schedule filled in or not. */
export type TourDraft = OfficeTour;
export type TourPrice = OfficeTour['prices'][number];
export type TourTicket = OfficeTour['tickets'][number];
export type TourQuestion = OfficeTour['questions'][number];

/** Start times a museum adjusts: a season from today for three months, Tuesday to Sunday, at 11:00 and 14:00. */
export const newTourCalendar = (today: Date): OfficeTourSchedule => {
  const { slots: _startsInstead, capacity: _fromTheGroupSize, ...season } = newSeason(today);
  return { kind: 'calendar', horizonDays: 180, seasons: [{ ...season, times: ['11:00', '14:00'] }], exceptions: [], extraSlots: [], tours: 1 };
};

export const newPrice = (): TourPrice => ({ name: {}, price: 0, vatValue: 8.1, sequenceNo: 0 });
export const newTourTicket = (): TourTicket => ({ ...newPrice(), subtickets: [] });
export const newQuestion = (): TourQuestion => ({ type: 'text', label: {}, required: false, options: [], min: null, max: null, sequenceNo: 0 });

/** A public tour in the office's language: per person, no admission tickets needed, up to 15 people. */
export const newTour = (today: Date, language: string): TourDraft => ({
  name: {},
  description: {},
  eventName: {},
  venue: {},
  image: null,
  listed: true,
  sequenceNo: 0,
  language,
  categories: [],
  durationMinutes: 60,
  minParticipants: 0,
  maxParticipants: 15,
  singleTicketing: true,
  bookCompleteTour: false,
  bookingWithoutTickets: true,
  schedule: newTourCalendar(today),
  prices: [newPrice()],
  tickets: [],
  questions: [],
  doorOpensMinutesBefore: DOOR_OPENS_MINUTES_BEFORE_DEFAULT,
  doorClosesMinutesAfter: DOOR_CLOSES_MINUTES_AFTER_DEFAULT,
});

/**
 * A tour's calendar as the events' schedule fields edit it: each start a performance as long as the
 * tour, with the tour's places; `tourScheduleOf` takes back what a tour keeps.
 */
export const fieldsScheduleOf = (schedule: OfficeTourSchedule, durationMinutes: number, capacity: number): OfficeSchedule => ({
  kind: 'calendar',
  horizonDays: schedule.horizonDays,
  seasons: schedule.seasons.map(({ times, ...season }) => ({ ...season, slots: { kind: 'performances', times, durationMinutes }, capacity })),
  exceptions: schedule.exceptions,
  extraSlots: schedule.extraSlots.map((slot) => ({ ...slot, durationMinutes, capacity })),
});

/** What a tour keeps of the schedule fields' calendar: start times, and extra times' dates and starts. */
export const tourScheduleOf = (schedule: OfficeSchedule, tours: number): OfficeTourSchedule => ({
  kind: 'calendar',
  horizonDays: schedule.horizonDays,
  // A season the fields add starts as the events' time slots: a tour's starts at 14:00 until changed.
  seasons: schedule.seasons.map(({ slots, capacity: _theTours, ...season }) => ({ ...season, times: slots.kind === 'performances' ? slots.times : ['14:00'] })),
  exceptions: schedule.exceptions,
  extraSlots: schedule.extraSlots.map(({ date, time }) => ({ date, time })),
  tours,
});

/** A server's field name for a schedule field as the events' fields name it: a tour's season has its times directly. */
export const tourFieldOf = (field: string): string => field.replace(/\.slots\.times$/, '.times');

/** The languages a tour is commonly given in, as ISO 639-1 codes: the shop's, Romansh, and a few of visitors from afar. */
export const TOUR_LANGUAGES = ['de', 'fr', 'it', 'rm', 'en', 'nl', 'es', 'sv', 'da', 'pt', 'zh', 'ja'] as const;
