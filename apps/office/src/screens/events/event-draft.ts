import { DOOR_CLOSES_MINUTES_AFTER_DEFAULT, DOOR_OPENS_MINUTES_BEFORE_DEFAULT } from '@foyer/domain';
import { ApiError } from '../../lib/api/client';
import type { OfficeEvent, OfficeSchedule } from '../../lib/api/types';

/** The event as the editor holds it while it is being changed: the contract's event, schedule filled in or not. */
export type EventDraft = OfficeEvent;
export type Season = OfficeSchedule['seasons'][number];
export type Ticket = OfficeEvent['tickets'][number];

const pad = (n: number): string => String(n).padStart(2, '0');
const isoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const daysAfter = (date: Date, days: number): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** A season from `today` for three months, Tuesday to Sunday 10 to 17, hourly slots: a start that a museum adjusts. */
export const newSeason = (today: Date): Season => ({
  firstDate: isoDate(today),
  lastDate: isoDate(daysAfter(today, 90)),
  hours: [{ weekdays: [2, 3, 4, 5, 6, 7], opens: '10:00', closes: '17:00' }],
  slots: { kind: 'timeslots', slotMinutes: 60 },
  capacity: 50,
});

export const newCalendar = (today: Date): OfficeSchedule => ({ kind: 'calendar', horizonDays: 180, seasons: [newSeason(today)], exceptions: [], extraSlots: [] });

export const newTicket = (): Ticket => ({
  name: {},
  price: 0,
  vatValue: 8.1,
  sequenceNo: 0,
  groupId: null,
  groupName: null,
  family: false,
  printSeparately: false,
  uniqueBarcode: true,
  scanSeparately: false,
  bookWithCost: false,
  bookWithCostWarn: false,
  subtickets: [],
});

export const newEvent = (today: Date): EventDraft => ({
  name: {},
  description: {},
  venue: {},
  image: null,
  listed: true,
  sequenceNo: 0,
  schedule: newCalendar(today),
  tickets: [newTicket()],
  doorOpensMinutesBefore: DOOR_OPENS_MINUTES_BEFORE_DEFAULT,
  doorClosesMinutesAfter: DOOR_CLOSES_MINUTES_AFTER_DEFAULT,
});

/**
 * An amount as a museum types it ("18.50", "18,50", "18") in cents; undefined when it is none. At most
 * two decimals: a price of 18.505 is a typing mistake, not a rounding question.
 */
export const centsOf = (text: string): number | undefined => {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (match === null) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** Cents as the amount field shows them: 1850 is "18.50". */
export const amountText = (cents: number): string => `${Math.floor(cents / 100)}.${pad(cents % 100)}`;

/** Start times as typed ("14:00, 16:30"); undefined when one of them is no time of day. */
export const timesOf = (text: string): string[] | undefined => {
  const times = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/^\d:\d\d$/.test(part) ? `0${part}` : part));
  return times.every((time) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time)) ? times : undefined;
};

/**
 * A refused save's messages by field, keyed as the server names them without the body's prefix
 * (`event.` or `tour.`: "tickets.0.price").
 */
export const fieldErrorsOf = (error: unknown, prefix: 'event' | 'tour' = 'event'): Record<string, string[]> => {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors as Record<string, string[]>).map(([field, messages]) => [field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : field, messages]));
};
