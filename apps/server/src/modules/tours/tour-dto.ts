import { localizedTextSchema, type TourListItem, type TourPrice, type TourQuestion, type TourTicket } from '@foyer/contract';
import type { QuestionRule, QuestionType, TourMode } from '@foyer/domain';
import { QUESTION_TYPES, toMuseumIso, tourPriceFrom } from '@foyer/domain';
import { z } from 'zod';
import { localize, publicAsset, type LangContext, storedText } from '../../kernel/localize.js';
import type { TourPriceRow, TourQuestionRow, TourRow, TourSubticketRow, TourTicketRow } from './tours.repository.js';

const idsSchema = z.array(z.number().int());
const optionsSchema = z.array(z.object({ id: z.number().int(), label: localizedTextSchema }));

export const tourMode = (row: TourRow): TourMode => ({
  single_ticketing: row.single_ticketing === 1,
  book_complete_tour: row.book_complete_tour === 1,
  booking_without_tickets: row.booking_without_tickets === 1,
  max_participants: row.max_participants,
  min_participants: row.min_participants,
});

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

const languageNames = new Map<string, string>();

/**
 * The tour language named in the request language ("Französisch", "French"), first letter capitalized for
 * lists. Kept per pair: building Intl.DisplayNames costs more than a whole tour page otherwise.
 */
export const languageName = (code: string, lang: string): string => {
  const key = `${code}:${lang}`;
  let name = languageNames.get(key);
  if (name === undefined) {
    const plain = new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
    name = plain.charAt(0).toLocaleUpperCase(lang) + plain.slice(1);
    languageNames.set(key, name);
  }
  return name;
};

/** HH:MM of a slot start in museum time: the key of schedule and calendar entries. */
export const slotTime = (startsAt: string, timeZone: string): string => toMuseumIso(startsAt, timeZone).slice(11, 16);

export const categoryIds = (row: TourRow): number[] => idsSchema.parse(JSON.parse(row.categories));

export const toTourPrice = (price: TourPriceRow, ctx: LangContext): TourPrice => ({
  id: price.id,
  price: price.price,
  vat_value: price.vat_value,
  sequence_no: price.sequence_no,
  name: storedText(price.name, ctx),
});

export const toTourTicket = (ticket: TourTicketRow, subtickets: TourSubticketRow[], ctx: LangContext): TourTicket => ({
  id: ticket.id,
  name: storedText(ticket.name, ctx),
  price: ticket.price,
  vat_value: ticket.vat_value,
  sequence_no: ticket.sequence_no,
  subtickets: subtickets
    .filter((sub) => sub.ticket_id === ticket.id)
    .map((sub) => ({ id: sub.id, name: storedText(sub.name, ctx), price: sub.price, vat_value: sub.vat_value })),
});

const questionType = (value: string): QuestionType => QUESTION_TYPES.find((type) => type === value) ?? 'text';

/** The domain's view of a stored question, for checking answers. */
export const toQuestionRule = (row: TourQuestionRow): QuestionRule => ({
  id: row.id,
  type: questionType(row.type),
  required: row.required === 1,
  options: optionsSchema.parse(JSON.parse(row.options)),
  min: row.min_value,
  max: row.max_value,
});

export const optionLabels = (row: TourQuestionRow, ctx: LangContext): Map<number, string> =>
  new Map(optionsSchema.parse(JSON.parse(row.options)).map((option) => [option.id, localize(option.label, ctx)]));

export const toTourQuestion = (row: TourQuestionRow, ctx: LangContext): TourQuestion => {
  const type = questionType(row.type);
  const base = { id: row.id, type, label: storedText(row.label, ctx), required: row.required === 1 };
  if (type === 'number') return { ...base, min: row.min_value, max: row.max_value };
  if (type === 'text' || type === 'textarea') return base;
  return { ...base, options: [...optionLabels(row, ctx)].map(([id, label]) => ({ id, label })) };
};

export const toTourListItem = (
  row: TourRow,
  prices: TourPriceRow[],
  tickets: TourTicketRow[],
  categories: Map<number, string>,
  nextDate: string,
  ctx: LangContext,
): TourListItem => {
  const own = (list: { tour_id: number; price: number }[]) => list.filter((item) => item.tour_id === row.id).map((item) => item.price);
  return {
    id: row.id,
    langIdentifier: row.language,
    langName: languageName(row.language, ctx.lang),
    museumId: row.museum_id,
    venue: storedText(row.venue, ctx),
    custom_groups: categoryIds(row).flatMap((id) => {
      const name = categories.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    name: storedText(row.name, ctx),
    description: storedText(row.description, ctx),
    image: row.image === null ? null : publicAsset(row.image),
    duration: row.duration,
    price_from: tourPriceFrom(tourMode(row), own(prices), own(tickets)),
    single_ticketing: flag(row.single_ticketing),
    max_participants: row.max_participants,
    min_participants: row.min_participants,
    next_date: nextDate,
    sequence_no: row.sequence_no,
  };
};

export const tourFlags = (row: TourRow) => ({
  single_ticketing: flag(row.single_ticketing),
  book_complete_tour: flag(row.book_complete_tour),
  booking_without_tickets: flag(row.booking_without_tickets),
});
