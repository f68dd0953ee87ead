import { officeEventResponseSchema, officeTourResponseSchema } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog } from '../../kinds.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { fixtureEvents } from '../../test-support/fixture-events.js';
import { fixtureCatalogWithTours } from '../../test-support/fixture-tours.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  const [collection, ...others] = fixtureEvents();
  // The catalog file sets a window for the collection; the other events keep the defaults.
  t = await createTestApp({ catalog: { ...fixtureCatalogWithTours(), events: [{ ...collection!, door_opens_minutes_before: 15, door_closes_minutes_after: 240 }, ...others] } });
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT', path: string, payload?: object) => officeCall(t.app, method, path, { cookie: owner.cookie, csrf: owner.csrf, ...(payload === undefined ? {} : { payload }) });

describe('door windows of events and tours', () => {
  it('come from the catalog file, show in the office (defaults where the file sets none) and are exported again', async () => {
    expect(officeEventResponseSchema.parse((await call('GET', '/events/501')).json()).data.record.event).toMatchObject({ doorOpensMinutesBefore: 15, doorClosesMinutesAfter: 240 });
    expect(officeEventResponseSchema.parse((await call('GET', '/events/502')).json()).data.record.event).toMatchObject({ doorOpensMinutesBefore: 30, doorClosesMinutesAfter: 60 });
    const catalog = await exportCatalog(t.app.db, 177);
    expect(catalog.events?.find((event) => event.id === 501)).toMatchObject({ door_opens_minutes_before: 15, door_closes_minutes_after: 240 });
    expect(catalog.events?.find((event) => event.id === 502)).toMatchObject({ door_opens_minutes_before: null, door_closes_minutes_after: null });
  });

  it('are edited in the office’s event and tour forms, within a day either side', async () => {
    const event = officeEventResponseSchema.parse((await call('GET', '/events/502')).json()).data.record;
    const saved = await call('PUT', '/events/502', { event: { ...event.event, doorOpensMinutesBefore: 10, doorClosesMinutesAfter: 20 }, version: event.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await t.app.db.selectFrom('events').select(['door_opens_minutes_before', 'door_closes_minutes_after']).where('id', '=', 502).executeTakeFirstOrThrow()).toEqual({ door_opens_minutes_before: 10, door_closes_minutes_after: 20 });
    const tour = officeTourResponseSchema.parse((await call('GET', '/tours/601')).json()).data.record;
    expect(tour.tour).toMatchObject({ doorOpensMinutesBefore: 30, doorClosesMinutesAfter: 60 });
    const savedTour = await call('PUT', '/tours/601', { tour: { ...tour.tour, doorOpensMinutesBefore: 0, doorClosesMinutesAfter: 5 }, version: tour.version });
    expect(savedTour.statusCode, savedTour.body).toBe(200);
    expect(officeTourResponseSchema.parse(savedTour.json()).data.record.tour).toMatchObject({ doorOpensMinutesBefore: 0, doorClosesMinutesAfter: 5 });
    expect((await call('PUT', '/events/502', { event: { ...event.event, doorOpensMinutesBefore: 1441 }, version: event.version + 1 })).statusCode).toBe(400);
  });
});
