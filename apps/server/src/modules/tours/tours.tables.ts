import type { Generated } from 'kysely';

/**
 * Table types of the tours' migration (tours.migration.ts). A tour's shared fields (shop, name, description,
 * venue, image, sequence, schedule rule, listed) live in its `events` row of kind 'tour'; its
 * slots are `timeslots` rows whose capacity counts participants' places. The `kind` column the
 * migration adds to that shared row is typed with `EventsTable` in db/schema.ts.
 */
export interface TourCategoriesTable {
  id: number;
  shop_id: number;
  /** `{lang: text}` */
  name: string;
  sequence_no: number;
  /** Counts every change of the row; an office edit names the version it read (migration 0029). */
  version: Generated<number>;
}

export interface ToursTable {
  /** Also the id of its `events` row. */
  id: number;
  /** ISO 639-1 code of the language the tour is given in. */
  language: string;
  museum_id: number;
  /** `{lang: text}`: the exhibition or collection the tour belongs to (SPEC eventName). */
  event_name: string;
  /** `[categoryId]` (JSON). */
  categories: string;
  /** Minutes. */
  duration: number;
  max_participants: number;
  min_participants: number;
  single_ticketing: number;
  book_complete_tour: number;
  booking_without_tickets: number;
}

/** SPEC priceList: per participant with single ticketing, per whole tour otherwise. */
export interface TourPricesTable {
  id: number;
  tour_id: number;
  name: string;
  price: number;
  vat_value: number;
  sequence_no: number;
}

/** Admission tickets, one per participant. */
export interface TourTicketsTable {
  id: number;
  tour_id: number;
  name: string;
  price: number;
  vat_value: number;
  sequence_no: number;
}

/** Add-ons of an admission ticket, at most one per ticket. */
export interface TourSubticketsTable {
  id: number;
  ticket_id: number;
  name: string;
  price: number;
  vat_value: number;
  sequence_no: number;
}

export interface TourQuestionsTable {
  id: number;
  tour_id: number;
  /** radio, select, checkbox, text, textarea, number */
  type: string;
  /** `{lang: text}` */
  label: string;
  required: number;
  /** `[{id, label: {lang: text}}]` (JSON), empty for text and number questions. */
  options: string;
  min_value: number | null;
  max_value: number | null;
  sequence_no: number;
}

/** The kind's tables join the Database type here, so db/ names no kind (docs/architecture.md). */
declare module '../../db/schema.js' {
  interface Database {
    tour_categories: TourCategoriesTable;
    tours: ToursTable;
    tour_prices: TourPricesTable;
    tour_tickets: TourTicketsTable;
    tour_subtickets: TourSubticketsTable;
    tour_questions: TourQuestionsTable;
  }
}
