import { DOOR_CLOSES_MINUTES_AFTER_DEFAULT, DOOR_OPENS_MINUTES_BEFORE_DEFAULT, FIELD_MESSAGES, type Lang, type LocalizedText, type OfficeTour, type OfficeTourRecord } from '@foyer/contract';
import { DomainError } from '../../errors/domain-error.js';
import { catalogTourSchema, type CatalogTour } from './tours-catalog.schema.js';
import type { StoredTour } from './tours-catalog-export.js';

/** The languages with a text: the office sends an emptied language as an empty text. */
const written = (localized: LocalizedText): LocalizedText => Object.fromEntries(Object.entries(localized).filter(([, text]) => text !== ''));

const officePrice = (price: { id: number; name: LocalizedText; price: number; vat_value: number; sequence_no: number }) => ({
  id: price.id,
  name: price.name,
  price: price.price,
  vatValue: price.vat_value,
  sequenceNo: price.sequence_no,
});

/** A tour as stored, in the office's shape: the catalog's entry in camelCase, its calendar as the office edits it. */
export const officeTourRecordOf = ({ tour, listed, version }: StoredTour): OfficeTourRecord => ({
  id: tour.id,
  version,
  scheduleIsDemoRule: tour.schedule.kind !== 'calendar',
  tour: {
    name: tour.name,
    description: tour.description,
    eventName: tour.event_name,
    venue: tour.venue,
    image: tour.image,
    listed,
    sequenceNo: tour.sequence_no,
    language: tour.language,
    categories: tour.categories,
    durationMinutes: tour.duration,
    minParticipants: tour.min_participants,
    maxParticipants: tour.max_participants,
    singleTicketing: tour.single_ticketing,
    bookCompleteTour: tour.book_complete_tour,
    bookingWithoutTickets: tour.booking_without_tickets,
    schedule:
      tour.schedule.kind === 'calendar'
        ? {
            kind: 'calendar',
            horizonDays: tour.schedule.horizon_days,
            seasons: tour.schedule.seasons.map((season) => ({ firstDate: season.first_date, lastDate: season.last_date, hours: season.hours, times: season.times })),
            exceptions: tour.schedule.exceptions,
            extraSlots: tour.schedule.extra_slots,
            tours: tour.schedule.tours,
          }
        : null,
    prices: tour.prices.map(officePrice),
    tickets: tour.tickets.map((ticket) => ({ ...officePrice(ticket), subtickets: ticket.subtickets.map(officePrice) })),
    questions: tour.questions.map((question) => ({
      id: question.id,
      type: question.type,
      label: question.label,
      required: question.required,
      options: question.options,
      min: question.min,
      max: question.max,
      sequenceNo: question.sequence_no,
    })),
    doorOpensMinutesBefore: tour.door_opens_minutes_before ?? DOOR_OPENS_MINUTES_BEFORE_DEFAULT,
    doorClosesMinutesAfter: tour.door_closes_minutes_after ?? DOOR_CLOSES_MINUTES_AFTER_DEFAULT,
  },
});

/** Ids for what an edit adds: the next free ones, counted up as they are given. */
export interface TourIdCounter {
  price: number;
  ticket: number;
  subticket: number;
  question: number;
}

/**
 * The office's tour as the catalog's, ready for the writer the catalog's load uses. A price, ticket,
 * subticket or question id must be one of this tour's own (`stored`): otherwise an edit could take
 * over another tour's by naming its id. A category must be one of the shop's. Fields the office does
 * not edit (the museum id) keep their stored values.
 */
export const catalogTourOf = (id: number, tour: OfficeTour, stored: StoredTour | undefined, context: { ids: TourIdCounter; categoryIds: Set<number>; lang: Lang }): CatalogTour => {
  const { ids, lang } = context;
  const refuse = (field: string, message: 'required' | 'invalid') => new DomainError('VALIDATION_FAILED', { errors: { [field]: [FIELD_MESSAGES[lang][message]] } });
  const ownPrices = new Set(stored?.tour.prices.map((price) => price.id));
  const ownTickets = new Set(stored?.tour.tickets.map((ticket) => ticket.id));
  const ownSubtickets = new Map(stored?.tour.tickets.flatMap((ticket) => ticket.subtickets.map((sub) => [sub.id, ticket.id] as const)));
  const ownQuestions = new Map(stored?.tour.questions.map((question) => [question.id, question] as const));
  const schedule =
    tour.schedule === null
      ? stored?.tour.schedule
      : {
          kind: 'calendar' as const,
          horizon_days: tour.schedule.horizonDays,
          seasons: tour.schedule.seasons.map((season) => ({ first_date: season.firstDate, last_date: season.lastDate, hours: season.hours, times: season.times })),
          exceptions: tour.schedule.exceptions,
          extra_slots: tour.schedule.extraSlots,
          tours: tour.schedule.tours,
        };
  if (schedule === undefined) throw refuse('tour.schedule', 'required');
  tour.categories.forEach((category, c) => {
    if (!context.categoryIds.has(category)) throw refuse(`tour.categories.${c}`, 'invalid');
  });
  return catalogTourSchema.parse({
    id,
    name: written(tour.name),
    description: written(tour.description),
    event_name: written(tour.eventName),
    venue: written(tour.venue),
    museum_id: stored?.tour.museum_id ?? 0,
    image: tour.image,
    language: tour.language,
    categories: tour.categories,
    sequence_no: tour.sequenceNo,
    door_opens_minutes_before: tour.doorOpensMinutesBefore,
    door_closes_minutes_after: tour.doorClosesMinutesAfter,
    duration: tour.durationMinutes,
    max_participants: tour.maxParticipants,
    min_participants: tour.minParticipants,
    single_ticketing: tour.singleTicketing,
    book_complete_tour: tour.bookCompleteTour,
    booking_without_tickets: tour.bookingWithoutTickets,
    schedule,
    prices: tour.prices.map((price, p) => {
      if (price.id !== undefined && !ownPrices.has(price.id)) throw refuse(`tour.prices.${p}.id`, 'invalid');
      return { id: price.id ?? ids.price++, name: written(price.name), price: price.price, vat_value: price.vatValue, sequence_no: price.sequenceNo };
    }),
    tickets: tour.tickets.map((ticket, t) => {
      if (ticket.id !== undefined && !ownTickets.has(ticket.id)) throw refuse(`tour.tickets.${t}.id`, 'invalid');
      const ticketId = ticket.id ?? ids.ticket++;
      return {
        id: ticketId,
        name: written(ticket.name),
        price: ticket.price,
        vat_value: ticket.vatValue,
        sequence_no: ticket.sequenceNo,
        subtickets: ticket.subtickets.map((sub, s) => {
          if (sub.id !== undefined && ownSubtickets.get(sub.id) !== ticketId) throw refuse(`tour.tickets.${t}.subtickets.${s}.id`, 'invalid');
          return { id: sub.id ?? ids.subticket++, name: written(sub.name), price: sub.price, vat_value: sub.vatValue, sequence_no: sub.sequenceNo };
        }),
      };
    }),
    questions: tour.questions.map((question, q) => {
      const ownQuestion = question.id === undefined ? undefined : ownQuestions.get(question.id);
      if (question.id !== undefined && ownQuestion === undefined) throw refuse(`tour.questions.${q}.id`, 'invalid');
      const optionIds = question.options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
      if (new Set(optionIds).size !== optionIds.length) throw refuse(`tour.questions.${q}.options`, 'invalid');
      // An option's id is its own within the question: a new one takes the next after the question's highest.
      let nextOption = Math.max(0, ...(ownQuestion?.options.map((option) => option.id) ?? []), ...question.options.map((option) => option.id ?? 0)) + 1;
      return {
        id: question.id ?? ids.question++,
        type: question.type,
        label: written(question.label),
        required: question.required,
        options: question.options.map((option) => ({ id: option.id ?? nextOption++, label: written(option.label) })),
        min: question.min,
        max: question.max,
        sequence_no: question.sequenceNo,
      };
    }),
  });
};
