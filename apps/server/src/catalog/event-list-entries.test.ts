import { eventSummarySchema } from '@foyer/contract';
import { toMuseumIso } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { fixtureCatalogWithEvents, fixtureEvents } from '../test-support/fixture-events.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import { loadCatalog } from '../kinds.js';
import { eventListEntryJson } from './event-list-entries.js';
import { topUpTimeslots } from './timeslot-writer.js';

const ZURICH = 'Europe/Zurich';
const DAY_ONE = new Date('2025-06-04T06:00:00Z');
const DAY_TWO = new Date('2025-06-05T06:00:00Z');

const database = useMigratedDatabase();
const db = (): Db => database.db;

const entries = () => db().selectFrom('event_list_entries').selectAll().orderBy('lang').orderBy('event_id').execute();
const entryOf = async (eventId: number, lang: string) => {
  const entry = await db().selectFrom('event_list_entries').selectAll().where('event_id', '=', eventId).where('lang', '=', lang).executeTakeFirstOrThrow();
  return { entry, json: eventListEntryJson(entry, '2025-06-05T08:00:00.000Z', ZURICH) };
};

describe("the event list's read model", () => {
  it('holds an entry per listed event and shop language once the catalog is loaded, its texts in that language', async () => {
    await loadCatalog(db(), fixtureCatalogWithEvents(), { timeZone: ZURICH, now: DAY_ONE });
    expect((await entries()).map((entry) => `${entry.lang} ${entry.event_id}`)).toEqual(['de 501', 'de 502', 'de 503', 'en 501', 'en 502', 'en 503', 'fr 501', 'fr 502', 'fr 503']);
    const { entry, json } = await entryOf(501, 'fr');
    const event = eventSummarySchema.parse(JSON.parse(json));
    expect(event).toEqual({
      id: 501,
      // French is missing: the shop's first language stands in.
      name: 'Sammlung',
      description: 'Die ständige Sammlung.',
      venue: 'Hauptgebäude',
      image: '/static/events/collection.webp',
      custom_groups: [{ id: 1, name: 'Ausstellungen' }],
      sequence_no: 1,
      sorting_datetime: '2025-06-05T10:00:00+02:00',
      end: toMuseumIso(entry.ends_at ?? '', ZURICH),
      mode: 1,
      price_from: 800,
    });
    expect((await entryOf(501, 'en')).json).toContain('"name":"Collection"');
  });

  it('composes the text the entry written as JSON would be, its fields in the order of the contract', async () => {
    await loadCatalog(db(), fixtureCatalogWithEvents(), { timeZone: ZURICH, now: DAY_ONE });
    for (const eventId of [501, 502, 503]) {
      const { json } = await entryOf(eventId, 'en');
      const event = eventSummarySchema.parse(JSON.parse(json));
      expect(Object.keys(event)).toEqual(Object.keys(eventSummarySchema.shape));
      expect(json).toBe(JSON.stringify(event));
    }
  });

  it('follows the catalog: a changed text or price is written again, an event no longer named leaves the list', async () => {
    await loadCatalog(db(), fixtureCatalogWithEvents(), { timeZone: ZURICH, now: DAY_ONE });
    const [collection, , concert] = fixtureEvents();
    if (collection === undefined || concert === undefined) throw new Error('fixture events changed');
    const renamed = { ...collection, name: { de: 'Neue Sammlung', en: 'New collection' }, tickets: collection.tickets.map((ticket) => ({ ...ticket, price: ticket.price + 100 })) };
    await loadCatalog(db(), { ...fixtureCatalogWithEvents(), events: [renamed, concert] }, { timeZone: ZURICH, now: DAY_ONE });
    expect((await entries()).filter((entry) => entry.lang === 'en').map((entry) => entry.event_id)).toEqual([501, 503]);
    const event = eventSummarySchema.parse(JSON.parse((await entryOf(501, 'en')).json));
    expect([event.name, event.price_from]).toEqual(['New collection', 900]);
  });

  it('moves an event’s end with the slots a top-up adds', async () => {
    await loadCatalog(db(), fixtureCatalogWithEvents(), { timeZone: ZURICH, now: DAY_ONE });
    const before = (await entryOf(501, 'de')).entry.ends_at;
    await topUpTimeslots(db(), DAY_TWO, ZURICH);
    const after = (await entryOf(501, 'de')).entry.ends_at;
    const event = await db().selectFrom('events').select('ends_at').where('id', '=', 501).executeTakeFirstOrThrow();
    expect(after).toBe(event.ends_at);
    expect(after !== null && before !== null && after > before).toBe(true);
  });
});
