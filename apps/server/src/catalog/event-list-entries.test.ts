import { eventSummarySchema, type Lang } from '@foyer/contract';
import { toMuseumIso } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { fixtureCatalogWithEvents, fixtureEvents } from '../test-support/fixture-events.js';
import { useMigratedDatabase } from '../test-support/migrated-database.js';
import { importCatalog } from '../kinds.js';
import { listJsonOf } from '../modules/events/events.repository.js';
import { topUpTimeslots } from './timeslot-writer.js';

const ZURICH = 'Europe/Zurich';
const DAY_ONE = new Date('2025-06-04T06:00:00Z');
const DAY_TWO = new Date('2025-06-05T06:00:00Z');

const database = useMigratedDatabase();
const db = (): Db => database.db;

const entries = () => db().selectFrom('event_list_entries').selectAll().orderBy('lang').orderBy('event_id').execute();
/** The list the database composes from the entries on day one, as text. */
const listText = async (lang: Lang) => (await listJsonOf(db(), { id: 177, lang }, DAY_ONE, ZURICH)).json;

const entryOf = async (eventId: number, lang: Lang) => {
  const entry = await db().selectFrom('event_list_entries').selectAll().where('event_id', '=', eventId).where('lang', '=', lang).executeTakeFirstOrThrow();
  const listed = eventSummarySchema.array().parse(JSON.parse(await listText(lang)));
  return { entry, event: listed.find((event) => event.id === eventId) };
};

describe("the event list's read model", () => {
  it('holds an entry per listed event and shop language once the catalog is loaded, its texts in that language', async () => {
    await importCatalog(db(), fixtureCatalogWithEvents(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    expect((await entries()).map((entry) => `${entry.lang} ${entry.event_id}`)).toEqual(['de 501', 'de 502', 'de 503', 'en 501', 'en 502', 'en 503', 'fr 501', 'fr 502', 'fr 503']);
    const { entry, event } = await entryOf(501, 'fr');
    expect(event).toEqual({
      id: 501,
      // French is missing: the shop's first language stands in.
      name: 'Sammlung',
      description: 'Die ständige Sammlung.',
      venue: 'Hauptgebäude',
      image: '/static/events/collection.webp',
      custom_groups: [{ id: 1, name: 'Ausstellungen' }],
      sequence_no: 1,
      // No sorting instant: the first bookable slot's start (the collection opens at 10:00 on day one).
      sorting_datetime: '2025-06-04T10:00:00+02:00',
      end: toMuseumIso(entry.ends_at ?? '', ZURICH),
      mode: 1,
      price_from: 800,
    });
    expect((await entryOf(501, 'en')).event?.name).toBe('Collection');
  });

  it('composes the text the list written as JSON would be, its fields in the order of the contract', async () => {
    await importCatalog(db(), fixtureCatalogWithEvents(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    for (const lang of ['de', 'en', 'fr'] as const) {
      const text = await listText(lang);
      const events = eventSummarySchema.array().parse(JSON.parse(text));
      expect(events.map((event) => event.id)).toEqual([501, 503, 502]);
      for (const event of events) expect(Object.keys(event)).toEqual(Object.keys(eventSummarySchema.shape));
      expect(text).toBe(JSON.stringify(events));
    }
  });

  it('records how long the longest open slot of each event lasts, closed slots not counted', async () => {
    await importCatalog(db(), fixtureCatalogWithEvents(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    const longest = async () => Object.fromEntries((await entries()).filter((entry) => entry.lang === 'de').map((entry) => [entry.event_id, entry.longest_slot_minutes]));
    // One-hour slots, a day ticket from 09:00 to 18:00, a 90-minute concert.
    expect(await longest()).toEqual({ 501: 60, 502: 540, 503: 90 });
    const slot = await db().selectFrom('timeslots').select('id').where('event_id', '=', 501).orderBy('starts_at').executeTakeFirstOrThrow();
    await db().updateTable('timeslots').set({ ends_at: '2099-01-01T00:00:00.000Z', capacity: 0 }).where('id', '=', slot.id).execute();
    await topUpTimeslots(db(), DAY_ONE, ZURICH);
    expect((await longest())[501]).toBe(60);
  });

  it('writes the fixed instants in the time zone it is given', async () => {
    await importCatalog(db(), fixtureCatalogWithEvents(), { clock: { timeZone: 'America/New_York', now: DAY_ONE } });
    const concert = await db().selectFrom('event_list_entries').selectAll().where('event_id', '=', 503).where('lang', '=', 'en').executeTakeFirstOrThrow();
    expect(concert.sorting_museum).toBe('2019-12-31T18:00:00-05:00');
    expect(concert.tail).toContain(`"end":"${toMuseumIso(concert.ends_at ?? '', 'America/New_York')}"`);
  });

  it('follows the catalog: a changed text or price is written again, an event --prune unlists leaves the list', async () => {
    await importCatalog(db(), fixtureCatalogWithEvents(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    const [collection, , concert] = fixtureEvents();
    if (collection === undefined || concert === undefined) throw new Error('fixture events changed');
    const renamed = { ...collection, name: { de: 'Neue Sammlung', en: 'New collection' }, tickets: collection.tickets.map((ticket) => ({ ...ticket, price: ticket.price + 100 })) };
    await importCatalog(db(), { ...fixtureCatalogWithEvents(), events: [renamed, concert] }, { clock: { timeZone: ZURICH, now: DAY_ONE }, prune: true });
    expect((await entries()).filter((entry) => entry.lang === 'en').map((entry) => entry.event_id)).toEqual([501, 503]);
    const { event } = await entryOf(501, 'en');
    expect([event?.name, event?.price_from]).toEqual(['New collection', 900]);
  });

  it('moves an event’s end with the slots a top-up adds', async () => {
    await importCatalog(db(), fixtureCatalogWithEvents(), { clock: { timeZone: ZURICH, now: DAY_ONE } });
    const before = (await entryOf(501, 'de')).entry.ends_at;
    await topUpTimeslots(db(), DAY_TWO, ZURICH);
    const after = (await entryOf(501, 'de')).entry.ends_at;
    const event = await db().selectFrom('events').select('ends_at').where('id', '=', 501).executeTakeFirstOrThrow();
    expect(after).toBe(event.ends_at);
    expect(after !== null && before !== null && after > before).toBe(true);
  });
});
