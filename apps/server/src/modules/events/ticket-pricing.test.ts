import { toMuseumIso } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { dayFromToday, setCounters, slotsOn } from './events-test-helpers.js';
import { resolveTicketLine, type TicketLineInput } from './ticket-pricing.js';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
  db = t.app.db;
});
afterAll(async () => t.close());

/** The first slot of the collection on a day from today, as the browser would send it. */
const slotAt = async (offset: number, eventId = 501) => {
  const slot = (await slotsOn(db, eventId, dayFromToday(offset).iso))[0];
  if (!slot) throw new Error('fixture has no slot there');
  return { ...slot, datetime: toMuseumIso(slot.starts_at, 'Europe/Zurich') };
};

const resolve = (line: TicketLineInput, lang: 'de' | 'en' = 'en') => resolveTicketLine(db, 177, line, lang);

const rejection = async (line: TicketLineInput): Promise<DomainError> => {
  const error = await resolve(line).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe('resolveTicketLine prices from the catalog', () => {
  it('prices adults in cents with the VAT portion and the localized names', async () => {
    const slot = await slotAt(6);
    const line = await resolve({ eventTicketId: 5011, datetime: slot.datetime, count: 2 });
    expect(line).toMatchObject({
      eventId: 501,
      eventTicketId: 5011,
      timeslotId: slot.id,
      places: 2,
      count: 2,
      mode: 1,
      unitPrice: 1800,
      vat_value: 8.1,
      subtickets: [],
      totalPrice: 3600,
      vatAmount: 270,
      name: 'Adults',
      eventName: 'Collection',
      datetime: slot.datetime,
    });
    expect((await resolve({ eventTicketId: 5011, datetime: slot.datetime, count: 1 }, 'de')).name).toBe('Erwachsene');
  });

  it('finds the slot by instant, whatever offset the datetime is written in', async () => {
    const slot = await slotAt(6);
    expect((await resolve({ eventTicketId: 5012, datetime: slot.starts_at, count: 1 })).timeslotId).toBe(slot.id);
  });

  it('adds a fixed companion per ticket when the browser leaves it out, and counts its places', async () => {
    const slot = await slotAt(6);
    const line = await resolve({ eventTicketId: 5013, datetime: slot.datetime, count: 2 });
    expect(line.places).toBe(4);
    expect(line.totalPrice).toBe(2400);
    expect(line.subtickets).toEqual([{ id: 50131, name: 'Carer (free)', count: 2, unitPrice: 0, vat_value: 8.1, totalPrice: 0 }]);
  });

  it('prices a complete family ticket once and counts every family member as a place', async () => {
    const slot = await slotAt(6);
    const line = await resolve({
      eventTicketId: 5014,
      datetime: slot.datetime,
      count: 1,
      subtickets: [
        { id: 50141, count: 2 },
        { id: 50142, count: 3 },
      ],
    });
    expect(line).toMatchObject({ places: 5, totalPrice: 4500, count: 1 });
    expect(line.subtickets.map((sub) => [sub.id, sub.count])).toEqual([
      [50141, 2],
      [50142, 3],
    ]);
  });
});

describe('resolveTicketLine rejects with a precise code', () => {
  it.each([
    ['an unknown ticket', { eventTicketId: 9999, count: 1 }, 'UNKNOWN_TICKET'],
    ['an unknown subticket', { eventTicketId: 5011, count: 1, subtickets: [{ id: 50131, count: 1 }] }, 'UNKNOWN_TICKET'],
    ['zero tickets', { eventTicketId: 5011, count: 0 }, 'QUANTITY_LIMIT'],
    ['more than 50 tickets', { eventTicketId: 5011, count: 51 }, 'QUANTITY_LIMIT'],
    ['a fractional count', { eventTicketId: 5011, count: 1.5 }, 'QUANTITY_LIMIT'],
    ['a wrong companion count', { eventTicketId: 5013, count: 2, subtickets: [{ id: 50131, count: 1 }] }, 'QUANTITY_LIMIT'],
    ['a subticket named twice', { eventTicketId: 5013, count: 1, subtickets: [{ id: 50131, count: 1 }, { id: 50131, count: 1 }] }, 'QUANTITY_LIMIT'],
    ['a family without children', { eventTicketId: 5014, count: 1, subtickets: [{ id: 50141, count: 2 }] }, 'FAMILY_INCOMPLETE'],
    ['a family with too many children', { eventTicketId: 5014, count: 1, subtickets: [{ id: 50141, count: 1 }, { id: 50142, count: 4 }] }, 'FAMILY_INCOMPLETE'],
    ['an empty family', { eventTicketId: 5014, count: 1 }, 'FAMILY_INCOMPLETE'],
    ['two families on one line', { eventTicketId: 5014, count: 2, subtickets: [{ id: 50141, count: 1 }, { id: 50142, count: 1 }] }, 'QUANTITY_LIMIT'],
  ])('%s -> %s', async (_case, partial, code) => {
    const slot = await slotAt(7);
    const error = await rejection({ datetime: slot.datetime, ...partial });
    expect(error.code).toBe(code);
  });

  it('TIMESLOT_NOT_FOUND for a time without a slot, a garbage datetime, or a slot of another event', async () => {
    const slot = await slotAt(7);
    const offByMinute = new Date(Date.parse(slot.starts_at) + 60_000).toISOString();
    const dayPass = await slotAt(7, 502);
    for (const datetime of [offByMinute, 'not a date', dayPass.datetime]) {
      expect((await rejection({ eventTicketId: 5011, datetime, count: 1 })).code).toBe('TIMESLOT_NOT_FOUND');
    }
  });

  it('UNKNOWN_TICKET for a ticket of another shop', async () => {
    const slot = await slotAt(7);
    const error = await resolveTicketLine(db, 178, { eventTicketId: 5011, datetime: slot.datetime, count: 1 }, 'en').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNKNOWN_TICKET' });
  });

  it('EVENT_EXPIRED for a slot that has passed', async () => {
    const slot = await slotAt(-1);
    expect((await rejection({ eventTicketId: 5011, datetime: slot.datetime, count: 1 })).code).toBe('EVENT_EXPIRED');
  });

  it('SOLD_OUT when nothing is left, OVERBOOKED with the numbers when too little is left', async () => {
    await setCounters(db, 501, dayFromToday(8).iso, 10);
    const soldOut = await slotAt(8);
    expect((await rejection({ eventTicketId: 5011, datetime: soldOut.datetime, count: 1 })).code).toBe('SOLD_OUT');
    await setCounters(db, 501, dayFromToday(9).iso, 5, 2);
    const tight = await slotAt(9);
    const error = await rejection({ eventTicketId: 5013, datetime: tight.datetime, count: 2 });
    expect([error.code, error.details.params]).toEqual(['OVERBOOKED', { requested: 4, available: 3 }]);
  });
});
