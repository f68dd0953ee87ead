import type { TourListItem, TourOverviewEntry } from '@foyer/contract';
import { nextFewDays } from '@foyer/domain';

/** The list filters of SPEC §2 (language, category, venue, day), as kept in the URL query. */
export interface TourFilters {
  language: string | null;
  category: number | null;
  venue: string | null;
  day: string | null;
}

export const NO_FILTERS: TourFilters = { language: null, category: null, venue: null, day: null };

export interface FilterOption<T> {
  value: T;
  label: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from a query string; anything malformed counts as no filter. */
export const parseFilters = (search: string): TourFilters => {
  const query = new URLSearchParams(search);
  const category = Number(query.get('category'));
  const day = query.get('day');
  return {
    language: query.get('language') || null,
    category: Number.isInteger(category) && category > 0 ? category : null,
    venue: query.get('venue') || null,
    day: day !== null && ISO_DATE.test(day) ? day : null,
  };
};

/** The query string of a set of filters, in a stable order, without the empty ones. */
export const filtersToSearch = (filters: TourFilters): string => {
  const query = new URLSearchParams();
  if (filters.language) query.set('language', filters.language);
  if (filters.category !== null) query.set('category', String(filters.category));
  if (filters.venue) query.set('venue', filters.venue);
  if (filters.day) query.set('day', filters.day);
  const text = query.toString();
  return text ? `?${text}` : '';
};

export const hasFilters = (filters: TourFilters): boolean => Object.values(filters).some((value) => value !== null);

const byLabel = <T,>(a: FilterOption<T>, b: FilterOption<T>, lang: string) => a.label.localeCompare(b.label, lang);

/** Languages the tours are given in, each once, named in the visitor's language. */
export const languageOptions = (tours: readonly TourListItem[], lang: string): FilterOption<string>[] => {
  const seen = new Map<string, string>();
  for (const tour of tours) if (!seen.has(tour.langIdentifier)) seen.set(tour.langIdentifier, tour.langName);
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => byLabel(a, b, lang));
};

/** Venues of the tours, each once, in alphabetical order. */
export const venueOptions = (tours: readonly TourListItem[], lang: string): FilterOption<string>[] =>
  [...new Set(tours.map((tour) => tour.venue).filter((venue) => venue !== ''))].map((venue) => ({ value: venue, label: venue })).sort((a, b) => byLabel(a, b, lang));

/**
 * The next-few-days overview (DESIGN.md: today and the four following days, each once) with the
 * tours starting on each day; a day the overview does not list has none.
 */
export const overviewDays = (today: string, overview: Readonly<Record<string, readonly TourOverviewEntry[]>> | undefined) =>
  nextFewDays(today).map((date) => ({ date, tours: overview?.[date] ?? [] }));

/** What the language, category and venue filters look at: a list item and an overview entry both carry it. */
type Filterable = Pick<TourListItem, 'langIdentifier' | 'venue' | 'custom_groups'>;

/** The language, category and venue filters that are set all match (the day is the caller's). */
const matchesFilters = (tour: Filterable, filters: TourFilters): boolean =>
  (filters.language === null || tour.langIdentifier === filters.language) &&
  (filters.category === null || tour.custom_groups.some((group) => group.id === filters.category)) &&
  (filters.venue === null || tour.venue === filters.venue);

/**
 * SPEC §2 list filters: every set filter must match. The day filter keeps the tours that start
 * on that day according to the overview.
 */
export const filterTours = (tours: readonly TourListItem[], filters: TourFilters, dayTours: readonly TourOverviewEntry[] | null): TourListItem[] => {
  const onDay = dayTours === null ? null : new Set(dayTours.map((entry) => entry.id));
  return tours.filter((tour) => matchesFilters(tour, filters) && (filters.day === null || onDay === null || onDay.has(tour.id)));
};

/** The next days as the list's other filters leave them: each day counts only the tours the list would show. */
export const filterDays = <D extends { tours: readonly TourOverviewEntry[] }>(days: readonly D[], filters: TourFilters): D[] =>
  days.map((day) => ({ ...day, tours: day.tours.filter((entry) => matchesFilters(entry, filters)) }));

/** SPEC §3: tours by sequence_no, then by their next date. */
export const sortTours = (tours: readonly TourListItem[]): TourListItem[] =>
  [...tours].sort((a, b) => a.sequence_no - b.sequence_no || a.next_date.localeCompare(b.next_date) || a.id - b.id);
