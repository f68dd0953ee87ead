import { describe, expect, it } from 'vitest';
import { filterDays, filtersToSearch, filterTours, languageOptions, NO_FILTERS, overviewDays, parseFilters, venueOptions, type TourFilters } from './tour-list';
import { listItem, overviewEntry } from './test-fixtures';

const art = { id: 1, name: 'Art' };
const nature = { id: 2, name: 'Nature' };
const german = listItem({ id: 1, name: 'Highlights', custom_groups: [art] });
const english = listItem({ id: 2, name: 'Highlights', langIdentifier: 'en', langName: 'English', custom_groups: [art] });
const walk = listItem({ id: 3, name: 'Nature walk', venue: 'Lakeside park', custom_groups: [nature] });
const tours = [german, english, walk];

describe('tour list filters', () => {
  it('keeps language, category, venue and day in the URL query, ignoring malformed values', () => {
    const filters = { language: 'en', category: 1, venue: 'Lakeside park', day: '2026-11-22' };
    expect(filtersToSearch(filters)).toBe('?language=en&category=1&venue=Lakeside+park&day=2026-11-22');
    expect(parseFilters(filtersToSearch(filters))).toEqual(filters);
    expect(parseFilters('?category=x&day=tomorrow&language=')).toEqual({ language: null, category: null, venue: null, day: null });
    expect(filtersToSearch({ language: null, category: null, venue: null, day: null })).toBe('');
  });

  it('applies every filter that is set (SPEC §2: language, category, venue, day)', () => {
    const none = { language: null, category: null, venue: null, day: null };
    expect(filterTours(tours, { ...none, language: 'en' }, null)).toEqual([english]);
    expect(filterTours(tours, { ...none, category: 2 }, null)).toEqual([walk]);
    expect(filterTours(tours, { ...none, venue: 'Main building' }, null)).toEqual([german, english]);
    expect(filterTours(tours, { ...none, category: 1, day: '2026-11-22' }, [overviewEntry(english, '2026-11-22', ['11:30']), overviewEntry(walk, '2026-11-22', ['10:00'])])).toEqual([english]);
  });

  it('offers each language and venue once, by name', () => {
    expect(languageOptions(tours, 'en')).toEqual([{ value: 'en', label: 'English' }, { value: 'de', label: 'German' }]);
    expect(venueOptions(tours, 'en').map((option) => option.value)).toEqual(['Lakeside park', 'Main building']);
  });

  it('shows today and the four following days, each once, with the tours of each day', () => {
    const days = overviewDays('2026-12-30', { '2026-12-31': [overviewEntry(walk, '2026-12-31', ['10:00'])] });
    expect(days.map((day) => day.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(days.map((day) => day.tours.length)).toEqual([0, 1, 0, 0, 0]);
  });

  it('counts on each of the next days only the tours the language, category and venue filters leave', () => {
    const day = '2026-11-22';
    const days = overviewDays(day, { [day]: [overviewEntry(german, day, ['10:00']), overviewEntry(english, day, ['11:30']), overviewEntry(walk, day, ['15:30'])] });
    const ids = (filters: TourFilters) => filterDays(days, filters).map((entry) => entry.tours.map((tour) => tour.id));
    expect(ids(NO_FILTERS)[0]).toEqual([1, 2, 3]);
    expect(ids({ ...NO_FILTERS, language: 'en' })).toEqual([[2], [], [], [], []]);
    expect(ids({ ...NO_FILTERS, category: 1, venue: 'Main building' })[0]).toEqual([1, 2]);
  });
});
