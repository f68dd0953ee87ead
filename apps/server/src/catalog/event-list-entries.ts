import { customGroupSchema, localizedTextSchema, type EventSummary, type Lang } from '@foyer/contract';
import { toMuseumIso } from '@foyer/domain';
import { sql, type Selectable } from 'kysely';
import { z } from 'zod';
import { localize, publicAsset, storedText, type LangContext } from '../kernel/localize.js';
import { isPostgres, type Executor } from '../db/database.js';
import type { EventsTable } from '../db/schema.js';
import { shopSettingsSchema } from '../kernel/shop-settings.js';

const BATCH = 100;

const groupsSchema = z.array(customGroupSchema.extend({ name: localizedTextSchema }));

/** Rows were validated by the catalog import; parsing keeps the read model free of unchecked casts. */

const listMode = (value: number): EventSummary['mode'] => (value === 3 || value === 5 ? value : 1);

/** The fields of a list entry before its instants and after them, in the order of the contract's schema. */
type Head = Pick<EventSummary, 'id' | 'name' | 'description' | 'venue' | 'image' | 'custom_groups' | 'sequence_no'>;
type Tail = Pick<EventSummary, 'mode' | 'price_from'>;

/** An event as its list entry is written from it, texts in every language. */
type ListedEventSource = Omit<Selectable<EventsTable>, 'shop_id' | 'schedule_rule' | 'listed' | 'kind' | 'version' | 'door_opens_minutes_before' | 'door_closes_minutes_after'> & {
  /** PostgreSQL answers aggregates of integers as text. */
  mode: number | string;
  paid: number | string | null;
  /** Minutes (PostgreSQL: as text); null without open slots. */
  longest: number | string | null;
};

const headOf = (event: ListedEventSource, ctx: LangContext): Head => ({
  id: event.id,
  name: storedText(event.name, ctx),
  description: storedText(event.description, ctx),
  venue: storedText(event.venue, ctx),
  image: event.image === null ? null : publicAsset(event.image),
  custom_groups: groupsSchema.parse(JSON.parse(event.custom_groups)).map((group) => ({ id: group.id, name: localize(group.name, ctx) })),
  sequence_no: event.sequence_no,
});

/** 0 when every ticket is free: a free ticket alone is no price "from", it may only come with a paid one. */
const tailOf = (event: ListedEventSource): Tail => ({ mode: listMode(Number(event.mode)), price_from: event.paid === null ? 0 : Number(event.paid) });

/** How long a slot lasts, in minutes. */
const slotMinutes = (db: Executor) =>
  isPostgres(db)
    ? sql<string>`extract(epoch from cast(ends_at as timestamptz) - cast(starts_at as timestamptz)) / 60`
    : sql<number>`(julianday(ends_at) - julianday(starts_at)) * 1440`;

/** Whole minutes, a rounding error of the database's arithmetic (well below a second) not counted as one more. */
const wholeMinutes = (minutes: number | string | null): number => (minutes === null ? 0 : Math.ceil(Number(minutes) - 0.001));

/**
 * The shop's listed events that have tickets, with the mode their tickets share, the least one paying
 * visitor pays and their longest open slot.
 */
const listedEvents = (db: Executor, shopId: number): Promise<ListedEventSource[]> =>
  db
    .selectFrom('events')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('event_tickets')
          .select((tickets) => ['event_id', tickets.fn.min('mode').as('mode'), sql<number | string | null>`min(case when price > 0 then price end)`.as('paid')])
          .groupBy('event_id')
          .as('tickets'),
      (join) => join.onRef('tickets.event_id', '=', 'events.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('timeslots')
          .select(['event_id', sql<number | string | null>`max(${slotMinutes(db)})`.as('longest')])
          .where('capacity', '>', 0)
          .groupBy('event_id')
          .as('slots'),
      (join) => join.onRef('slots.event_id', '=', 'events.id'),
    )
    .select([
      'events.id',
      'events.name',
      'events.description',
      'events.venue',
      'events.custom_groups',
      'events.sequence_no',
      'events.sorting_datetime',
      'events.ends_at',
      'events.image',
      'tickets.mode',
      'tickets.paid',
      'slots.longest',
    ])
    .where('events.shop_id', '=', shopId)
    .where('events.listed', '=', 1)
    .where('events.kind', '=', 'event')
    .execute();

const shopLanguages = async (db: Executor, shopId: number): Promise<Lang[]> => {
  const shop = await db.selectFrom('shops').select('settings').where('id', '=', shopId).executeTakeFirst();
  return shop === undefined ? [] : shopSettingsSchema.parse(JSON.parse(shop.settings)).languages;
};

/**
 * Writes the event list's read model of a shop from its events as they now are: one entry per listed
 * event with tickets and shop language (texts read as a request in that language reads them, the
 * shop's first language standing in for a missing text; instants in the museum's time zone). Run by
 * whatever changes what the list shows besides the time: the catalog import and the slot top-up (which
 * moves an event's end and adds slots). Entries are upserted and only those of events or languages gone
 * are deleted, so instances topping up at the same time write the same rows.
 */
export const writeEventListEntries = async (db: Executor, shopId: number, timeZone: string): Promise<void> => {
  const languages = await shopLanguages(db, shopId);
  const events = await listedEvents(db, shopId);
  const fallback = languages[0];
  const rows = fallback === undefined ? [] : languages.flatMap((lang) => events.map((event) => entryRow(shopId, event, { lang, fallback }, timeZone)));
  let stale = db.deleteFrom('event_list_entries').where('shop_id', '=', shopId);
  if (rows.length > 0) stale = stale.where((eb) => eb.or([eb('event_id', 'not in', events.map((event) => event.id)), eb('lang', 'not in', languages)]));
  await stale.execute();
  for (let index = 0; index < rows.length; index += BATCH) {
    await db
      .insertInto('event_list_entries')
      .values(rows.slice(index, index + BATCH))
      .onConflict((oc) =>
        oc.columns(['shop_id', 'lang', 'event_id']).doUpdateSet((eb) => ({
          sequence_no: eb.ref('excluded.sequence_no'),
          sorting_datetime: eb.ref('excluded.sorting_datetime'),
          ends_at: eb.ref('excluded.ends_at'),
          mode: eb.ref('excluded.mode'),
          longest_slot_minutes: eb.ref('excluded.longest_slot_minutes'),
          head: eb.ref('excluded.head'),
          sorting_museum: eb.ref('excluded.sorting_museum'),
          tail: eb.ref('excluded.tail'),
          // What the event now is may list another slot first (its mode, its slots): found again by the next round.
          first_until: null,
          first_version: eb('event_list_entries.first_version', '+', 1),
        })),
      )
      .execute();
  }
};

const entryRow = (shopId: number, event: ListedEventSource, ctx: LangContext, timeZone: string) => ({
  shop_id: shopId,
  lang: ctx.lang,
  event_id: event.id,
  sequence_no: event.sequence_no,
  sorting_datetime: event.sorting_datetime,
  ends_at: event.ends_at,
  mode: Number(event.mode),
  longest_slot_minutes: wholeMinutes(event.longest),
  // The object's text up to the sorting instant's value, and from its closing quote on: the instant, the
  // one part that may depend on the time (the first bookable slot), goes between them.
  head: `${JSON.stringify(headOf(event, ctx)).slice(0, -1)},"sorting_datetime":"`,
  sorting_museum: event.sorting_datetime === null ? null : toMuseumIso(event.sorting_datetime, timeZone),
  tail: `","end":${event.ends_at === null ? 'null' : `"${toMuseumIso(event.ends_at, timeZone)}"`},${JSON.stringify(tailOf(event)).slice(1)}`,
});

