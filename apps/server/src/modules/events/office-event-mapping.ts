import { DOOR_CLOSES_MINUTES_AFTER_DEFAULT, DOOR_OPENS_MINUTES_BEFORE_DEFAULT, FIELD_MESSAGES, type Lang, type LocalizedText, type OfficeEvent, type OfficeEventRecord } from '@foyer/contract';
import { calendarRuleOfOfficeSchedule, officeScheduleOfCalendarRule } from '../../catalog/office-calendar.js';
import { DomainError } from '../../errors/domain-error.js';
import { catalogEventSchema, type CatalogEvent } from './events-catalog.schema.js';
import type { StoredEvent } from './events-catalog-export.js';

/** The languages with a text: the office sends an emptied language as an empty text. */
const written = (localized: LocalizedText): LocalizedText => Object.fromEntries(Object.entries(localized).filter(([, text]) => text !== ''));

/** An event as stored, in the office's shape: the catalog's entry in camelCase, its calendar as the office edits it. */
export const officeRecordOf = ({ event, listed, version }: StoredEvent): OfficeEventRecord => ({
  id: event.id,
  version,
  scheduleIsDemoRule: event.schedule.kind !== 'calendar',
  event: {
    name: event.name,
    description: event.description,
    venue: event.venue,
    image: event.image,
    listed,
    sequenceNo: event.sequence_no,
    schedule: event.schedule.kind === 'calendar' ? officeScheduleOfCalendarRule(event.schedule) : null,
    tickets: event.tickets.map((ticket) => ({
      id: ticket.id,
      name: ticket.name,
      price: ticket.price,
      vatValue: ticket.vat_value,
      sequenceNo: ticket.sequence_no,
      groupId: ticket.group_id,
      groupName: ticket.group_name,
      family: ticket.family,
      printSeparately: ticket.print_separately,
      uniqueBarcode: ticket.unique_barcode,
      scanSeparately: ticket.scan_separately,
      bookWithCost: ticket.book_with_cost,
      bookWithCostWarn: ticket.book_with_cost_warn,
      subtickets: ticket.subtickets.map((sub) => ({ id: sub.id, name: sub.name, price: sub.price, vatValue: sub.vat_value, minQuantity: sub.min_quantity, maxQuantity: sub.max_quantity, sequenceNo: sub.sequence_no })),
    })),
    doorOpensMinutesBefore: event.door_opens_minutes_before ?? DOOR_OPENS_MINUTES_BEFORE_DEFAULT,
    doorClosesMinutesAfter: event.door_closes_minutes_after ?? DOOR_CLOSES_MINUTES_AFTER_DEFAULT,
  },
});

/** Ids for what an edit adds: the next free ones, counted up as they are given. */
export interface IdCounter {
  ticket: number;
  subticket: number;
}

/**
 * The office's event as the catalog's, ready for the writer the catalog's load uses. A ticket or
 * subticket id must be one of this event's own (`stored`): otherwise an edit could take over another
 * event's ticket by naming its id. Fields the office does not edit keep their stored values.
 */
export const catalogEventOf = (id: number, event: OfficeEvent, stored: StoredEvent | undefined, ids: IdCounter, lang: Lang): CatalogEvent => {
  const refuse = (field: string, message: 'required' | 'invalid') => new DomainError('VALIDATION_FAILED', { errors: { [field]: [FIELD_MESSAGES[lang][message]] } });
  const ownTickets = new Set(stored?.event.tickets.map((ticket) => ticket.id));
  const ownSubtickets = new Map(stored?.event.tickets.flatMap((ticket) => ticket.subtickets.map((sub) => [sub.id, ticket.id] as const)));
  const schedule = event.schedule === null ? stored?.event.schedule : calendarRuleOfOfficeSchedule(event.schedule);
  if (schedule === undefined) throw refuse('event.schedule', 'required');
  return catalogEventSchema.parse({
    id,
    name: written(event.name),
    description: written(event.description),
    venue: written(event.venue),
    image: event.image,
    custom_groups: stored?.event.custom_groups ?? [],
    sequence_no: event.sequenceNo,
    sorting_datetime: stored?.event.sorting_datetime ?? null,
    schedule,
    door_opens_minutes_before: event.doorOpensMinutesBefore,
    door_closes_minutes_after: event.doorClosesMinutesAfter,
    tickets: event.tickets.map((ticket, t) => {
      if (ticket.id !== undefined && !ownTickets.has(ticket.id)) throw refuse(`event.tickets.${t}.id`, 'invalid');
      const ticketId = ticket.id ?? ids.ticket++;
      return {
        id: ticketId,
        name: written(ticket.name),
        price: ticket.price,
        vat_value: ticket.vatValue,
        sequence_no: ticket.sequenceNo,
        group_id: ticket.groupId,
        group_name: ticket.groupName === null ? null : written(ticket.groupName),
        family: ticket.family,
        print_separately: ticket.printSeparately,
        unique_barcode: ticket.uniqueBarcode,
        scan_separately: ticket.scanSeparately,
        book_with_cost: ticket.bookWithCost,
        book_with_cost_warn: ticket.bookWithCostWarn,
        subtickets: ticket.subtickets.map((sub, s) => {
          if (sub.id !== undefined && ownSubtickets.get(sub.id) !== ticketId) {
            throw refuse(`event.tickets.${t}.subtickets.${s}.id`, 'invalid');
          }
          return {
            id: sub.id ?? ids.subticket++,
            name: written(sub.name),
            price: sub.price,
            vat_value: sub.vatValue,
            min_quantity: sub.minQuantity,
            max_quantity: sub.maxQuantity,
            sequence_no: sub.sequenceNo,
          };
        }),
      };
    }),
  });
};
