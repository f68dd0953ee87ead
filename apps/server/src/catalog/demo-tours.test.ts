import { LANGUAGES } from '@foyer/contract';
import { QUESTION_TYPES } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { openDemoDatabase, type DemoDatabase } from '../test-support/demo-database.js';
import type { Catalog } from '../kinds.js';

let catalog: Catalog;
let db: Db;
let demo: DemoDatabase;
beforeAll(async () => {
  demo = await openDemoDatabase();
  ({ catalog, db } = demo);
});
afterAll(async () => demo.close());

/** Every `{lang: text}` map inside a value: objects whose keys are all shop languages. */
const localizedMaps = (value: unknown): Record<string, unknown>[] => {
  if (Array.isArray(value)) return value.flatMap(localizedMaps);
  if (value === null || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => (LANGUAGES as readonly string[]).includes(key))) return [value as Record<string, unknown>];
  return Object.values(value).flatMap(localizedMaps);
};

describe('the demo museum’s guided tours', () => {
  it('are given in several languages at two venues, in four categories', () => {
    expect(new Set(catalog.tours.map((tour) => tour.language))).toEqual(new Set(['de', 'en', 'fr', 'it']));
    expect(new Set(catalog.tours.map((tour) => tour.museum_id)).size).toBe(2);
    expect(catalog.tour_categories).toHaveLength(4);
  });

  it('cover every booking mode and rule', () => {
    const tours = catalog.tours;
    expect(tours.some((tour) => !tour.single_ticketing && tour.book_complete_tour && !tour.booking_without_tickets && tour.min_participants > 0)).toBe(true);
    expect(tours.some((tour) => tour.single_ticketing && !tour.book_complete_tour && !tour.booking_without_tickets)).toBe(true);
    expect(tours.some((tour) => tour.single_ticketing && tour.book_complete_tour)).toBe(true);
    expect(tours.some((tour) => tour.single_ticketing && tour.min_participants > 1)).toBe(true);
    const typesOfOneTour = tours.map((tour) => new Set(tour.questions.map((question) => question.type)));
    expect(typesOfOneTour.some((types) => QUESTION_TYPES.every((type) => types.has(type)))).toBe(true);
  });

  it('are told apart on their cards: no two share a name in any language or a picture', () => {
    for (const lang of LANGUAGES) {
      const names = catalog.tours.map((tour) => tour.name[lang]);
      expect(new Set(names).size, lang).toBe(names.length);
    }
    const images = catalog.tours.flatMap((tour) => (tour.image ? [tour.image] : []));
    expect(new Set(images).size).toBe(images.length);
  });

  it('has every text in all eight languages', () => {
    const maps = localizedMaps({ tours: catalog.tours, categories: catalog.tour_categories });
    expect(maps.length).toBeGreaterThan(80);
    for (const map of maps) expect(Object.keys(map).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has fully booked, partly booked and free future tour slots', async () => {
    const now = new Date().toISOString();
    const slots = await db
      .selectFrom('timeslots')
      .innerJoin('events', 'events.id', 'timeslots.event_id')
      .select(['timeslots.sold', 'timeslots.capacity'])
      .where('events.kind', '=', 'tour')
      .where('timeslots.starts_at', '>', now)
      .execute();
    expect(slots.some((slot) => slot.sold === slot.capacity)).toBe(true);
    expect(slots.some((slot) => slot.sold > 0 && slot.sold < slot.capacity)).toBe(true);
    expect(slots.some((slot) => slot.sold === 0)).toBe(true);
  });
});
