import { officeOrderResponseSchema, officeReportResponseSchema, visitorListResponseSchema, visitorSlotsResponseSchema } from '@foyer/contract';
import { museumDate } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { addSlot, bookTickets, pairDevice, scan, verdicts, type PairedDevice } from '../../test-support/door-kit.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let owner: SignedIn;
let main: PairedDevice;
let garden: PairedDevice;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
  main = await pairDevice(t.app, owner, 'Main entrance');
  garden = await pairDevice(t.app, owner, 'Garden gate');
});
afterAll(async () => t.close());

/** What a booking leaves besides the tickets: the order's sold claim on the time and the time's sold places. */
const sellPlaces = async (orderId: number, slotId: number, places: number) => {
  await t.app.db.insertInto('claims').values({ order_id: orderId, resource: 'timeslot', resource_id: slotId, quantity: places, expires_at: new Date().toISOString(), status: 'sold' }).execute();
  await t.app.db.updateTable('timeslots').set((eb) => ({ sold: eb('sold', '+', places) })).where('id', '=', slotId).execute();
};

const get = (path: string) => officeCall(t.app, 'GET', path, { cookie: owner.cookie, csrf: owner.csrf });

describe('what the door recorded, on the office’s screens', () => {
  it('shows an order’s entries, exits and second admissions, its time’s and its party’s count of visitors let in, and the visitors report’s', async () => {
    const startedAt = Date.now() - 10 * MINUTE;
    const slot = await addSlot(t.app, new Date(startedAt));
    const { orderId, codes } = await bookTickets(t.app, slot, 3);
    await sellPlaces(orderId, slot.id, 3);
    const [first = '', second = ''] = codes;
    const at = (minutes: number) => new Date(startedAt + minutes * MINUTE);
    expect((await verdicts(await scan(t.app, main, [{ code: first, scannedAt: at(1), offline: true }]))).map((verdict) => verdict.outcome)).toEqual(['admitted']);
    expect((await verdicts(await scan(t.app, main, [{ code: second, scannedAt: at(2), offline: true }]))).map((verdict) => verdict.outcome)).toEqual(['admitted']);
    expect((await verdicts(await scan(t.app, main, [{ code: first, direction: 'out', scannedAt: at(3), offline: true }]))).map((verdict) => verdict.outcome)).toEqual(['exited']);
    // An offline phone at the garden let the second ticket in again before it could know.
    expect((await verdicts(await scan(t.app, garden, [{ code: second, scannedAt: at(4), offline: true }]))).map((verdict) => verdict.outcome)).toEqual(['conflict']);

    const order = officeOrderResponseSchema.parse((await get(`/orders/${orderId}`)).json()).data.order;
    expect(order.checkIns).toEqual([
      { code: first, outcome: 'admitted', at: at(1).toISOString(), door: 'Main entrance' },
      { code: second, outcome: 'admitted', at: at(2).toISOString(), door: 'Main entrance' },
      { code: first, outcome: 'exited', at: at(3).toISOString(), door: 'Main entrance' },
      { code: second, outcome: 'conflict', at: at(4).toISOString(), door: 'Garden gate' },
    ]);

    // Two of the three tickets came in: one leaving again or another letting one in twice changes nothing.
    const day = museumDate(new Date(startedAt), 'Europe/Zurich');
    const slots = visitorSlotsResponseSchema.parse((await get(`/visitors/slots?date=${day}`)).json()).data.slots;
    expect(slots.find((listed) => listed.id === slot.id)?.checkedIn).toBe(2);
    const list = visitorListResponseSchema.parse((await get(`/visitors/slots/${slot.id}`)).json()).data;
    expect(list.slot.checkedIn).toBe(2);
    expect(list.visitors.map((visitor) => [visitor.orderId, visitor.places, visitor.checkedIn])).toEqual([[orderId, 3, 2]]);
    const csv = (await get(`/visitors/slots/${slot.id}/csv`)).body.split('\r\n');
    expect(csv[0]).toContain('Checked in');
    expect(csv[1]).toContain(',3,2,');

    const report = officeReportResponseSchema.parse((await get(`/reports/visitors?from=${day}&to=${day}`)).json()).data;
    expect(report.rows.filter((entry) => entry.checkedIn !== 0)).toEqual([expect.objectContaining({ sold: 3, checkedIn: 2 })]);
    expect(report.totals?.checkedIn).toBe(report.rows.reduce((sum, entry) => sum + Number(entry.checkedIn), 0));
  });

  it('shows no check-ins for an order nobody came in with', async () => {
    const slot = await addSlot(t.app, new Date(Date.now() + 24 * 60 * MINUTE));
    const { orderId } = await bookTickets(t.app, slot, 1);
    expect(officeOrderResponseSchema.parse((await get(`/orders/${orderId}`)).json()).data.order.checkIns).toEqual([]);
  });
});
