import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { fixtureEvents } from '../../test-support/fixture-events.js';
import { fixtureCatalogWithTours, fixtureTours } from '../../test-support/fixture-tours.js';
import { useMigratedDatabase } from '../../test-support/migrated-database.js';
import { importCatalog } from '../../kinds.js';
import { catalogSchema } from '../../kinds.js';
import { topUpTimeslots } from '../../catalog/timeslot-writer.js';

const ZURICH = 'Europe/Zurich';
const DAY_ONE = new Date('2025-06-04T06:00:00Z');
const DAY_TWO = new Date('2025-06-05T06:00:00Z');

const database = useMigratedDatabase();
const db = (): Db => database.db;

const dump = async () => ({
  events: await db().selectFrom('events').selectAll().orderBy('id').execute(),
  tours: await db().selectFrom('tours').selectAll().orderBy('id').execute(),
  categories: await db().selectFrom('tour_categories').selectAll().orderBy('id').execute(),
  prices: await db().selectFrom('tour_prices').selectAll().orderBy('id').execute(),
  tickets: await db().selectFrom('tour_tickets').selectAll().orderBy('id').execute(),
  subtickets: await db().selectFrom('tour_subtickets').selectAll().orderBy('id').execute(),
  questions: await db().selectFrom('tour_questions').selectAll().orderBy('id').execute(),
  slots: await db().selectFrom('timeslots').selectAll().orderBy('event_id').orderBy('starts_at').execute(),
});

describe('loading tours', () => {
  it('writes the shared events row, the tour, its parts and slots of tours × max_participants places', async () => {
    const result = await importCatalog(db(), fixtureCatalogWithTours(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    expect(result.lists.find((list) => list.list === 'tours')?.added).toEqual(['601', '602', '603', '604']);
    const rows = await dump();
    expect(rows.events.map((event) => [event.id, event.kind, event.listed])).toEqual([
      [601, 'tour', 1],
      [602, 'tour', 1],
      [603, 'tour', 1],
      [604, 'tour', 1],
    ]);
    expect(rows.tours[1]).toMatchObject({ id: 602, language: 'de', max_participants: 20, min_participants: 8, single_ticketing: 0, book_complete_tour: 1, categories: '[1,2]' });
    expect(rows.prices.map((price) => price.id)).toEqual([6011, 6012, 6021, 6031, 6041]);
    expect(rows.subtickets.map((sub) => [sub.id, sub.ticket_id])).toEqual([[60131, 6013]]);
    expect(rows.questions.map((question) => question.type)).toEqual(['radio', 'select', 'checkbox', 'text', 'textarea', 'number']);
    const group = rows.slots.filter((slot) => slot.event_id === 602);
    expect(group).toHaveLength(21);
    expect(group.every((slot) => slot.capacity === 40 && slot.starts_at.endsWith('T08:00:00.000Z'))).toBe(true);
    expect(rows.slots.filter((slot) => slot.event_id === 603).every((slot) => slot.capacity === 12)).toBe(true);
  });

  it('leaves the same database when loaded again, and tops up slots as days pass', async () => {
    const before = await dump();
    await importCatalog(db(), fixtureCatalogWithTours(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    expect(await dump()).toEqual(before);
    await topUpTimeslots(db(), DAY_TWO, ZURICH);
    const after = (await dump()).slots.filter((slot) => slot.event_id === 602);
    expect(after).toHaveLength(22);
  });

  it('with --prune unlists tours and deletes parts the file no longer names, leaving events alone', async () => {
    const [first, ...rest] = fixtureTours();
    const trimmed = { ...first, prices: first?.prices.slice(0, 1) ?? [], questions: [] };
    await importCatalog(db(), { ...fixtureCatalogWithTours(), events: fixtureEvents(), tours: [trimmed, ...rest.slice(0, 1)] }, { clock: { timeZone: ZURICH, now: DAY_ONE }, prune: true });
    const rows = await dump();
    expect(rows.events.filter((event) => event.kind === 'tour').map((event) => [event.id, event.listed])).toEqual([
      [601, 1],
      [602, 1],
      [603, 0],
      [604, 0],
    ]);
    expect(rows.events.filter((event) => event.kind === 'event').every((event) => event.listed === 1)).toBe(true);
    expect(rows.prices.filter((price) => price.tour_id === 601).map((price) => price.id)).toEqual([6011]);
    expect(rows.questions.filter((question) => question.tour_id === 601)).toEqual([]);
  });
});

describe('the tour catalog format', () => {
  const base = fixtureCatalogWithTours();
  const withTour = (change: Record<string, unknown>) => ({ ...base, tours: [{ ...fixtureTours()[1], ...change }] });

  it.each([
    ['a tour id that is also an event id', { ...base, events: [{ ...fixtureEvents()[0], id: 601 }] }],
    ['an unknown category', withTour({ categories: [9] })],
    ['a minimum above the maximum', withTour({ min_participants: 30 })],
    ['a group tour without tickets but with a minimum group', withTour({ booking_without_tickets: true })],
    ['admission tickets required but none listed', withTour({ tickets: [] })],
    ['a choice question without options', withTour({ questions: [{ id: 9, type: 'radio', label: { en: 'Pick' } }] })],
    ['a text question with options', withTour({ questions: [{ id: 9, type: 'text', label: { en: 'Say' }, options: [{ id: 1, label: { en: 'x' } }] }] })],
    ['a price id used twice', { ...base, tours: [fixtureTours()[0], { ...fixtureTours()[1], prices: [{ id: 6011, name: { en: 'x' }, price: 1, vat_value: 0 }] }] }],
  ])('refuses %s', (_name, catalog) => expect(catalogSchema.safeParse(catalog).success).toBe(false));
});
