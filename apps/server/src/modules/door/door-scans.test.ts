import { doorConflictsResponseSchema, doorCountsResponseSchema, doorDownloadResponseSchema, doorTrafficResponseSchema, type DoorDownload } from '@foyer/contract';
import { museumDate } from '@foyer/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { addSlot, bookPass, bookTickets, deviceGet, pairDevice, scan, verdicts, type PairedDevice } from '../../test-support/door-kit.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';
import { markDocumentsRefunded } from '../refunds/refunds.repository.js';

let t: TestApp;
let owner: SignedIn;
let main: PairedDevice;
let garden: PairedDevice;
const MINUTE = 60_000;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const today = () => museumDate(new Date(), 'Europe/Zurich');
const dayOffset = (days: number) => museumDate(new Date(Date.now() + days * 86_400_000), 'Europe/Zurich');

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
  main = await pairDevice(t.app, owner, 'Main entrance');
  garden = await pairDevice(t.app, owner, 'Garden gate');
});
afterAll(async () => t.close());

const one = async (device: PairedDevice, code: string, extra: Omit<Parameters<typeof scan>[2][number], 'code'> = {}) => (await verdicts(await scan(t.app, device, [{ code, ...extra }])))[0];
const lineOf = async (code: string) => (await t.app.db.selectFrom('issued_tickets').select(['order_line_id', 'order_id']).where('barcode', '=', code).executeTakeFirstOrThrow());

describe('scanning tickets', () => {
  it('admits a valid ticket inside its window once, then answers used with when, where and by which device', async () => {
    const slot = await addSlot(t.app, minutesFromNow(-10));
    const { codes } = await bookTickets(t.app, slot, 1);
    const code = codes[0] ?? '';
    expect(await one(main, code)).toMatchObject({ outcome: 'admitted', kind: 'ticket', what: 'Adult', eventName: expect.any(String), slot: { startsAt: slot.startsAt, endsAt: slot.endsAt } });
    const again = await one(garden, code);
    expect(again).toMatchObject({ outcome: 'used', firstUse: { door: 'Main entrance', by: String(main.id) } });
    expect(Date.now() - Date.parse(again?.firstUse?.at ?? '')).toBeLessThan(MINUTE);
  });

  it('answers wrong-time before the window opens (early) and after it closes (late), with the window, and counts nothing', async () => {
    const later = await addSlot(t.app, minutesFromNow(180));
    const earlier = await addSlot(t.app, minutesFromNow(-180), 240);
    const { codes: [early = ''] } = await bookTickets(t.app, later, 1);
    const { codes: [late = ''] } = await bookTickets(t.app, earlier, 1);
    expect(await one(main, early)).toMatchObject({ outcome: 'wrong-time', window: { opensAt: new Date(Date.parse(later.startsAt) - 30 * MINUTE).toISOString(), closesAt: new Date(Date.parse(later.startsAt) + 60 * MINUTE).toISOString(), early: true } });
    expect(await one(main, late)).toMatchObject({ outcome: 'wrong-time', window: { early: false } });
    expect(await t.app.db.selectFrom('door_scans').select('id').where('code', 'in', [early, late]).where('admission', 'is not', null).execute()).toEqual([]);
  });

  it('follows the door window an event sets: 5 minutes before and 10 after the start', async () => {
    await t.app.db.updateTable('events').set({ door_opens_minutes_before: 5, door_closes_minutes_after: 10 }).where('id', '=', 501).execute();
    try {
      const soon = await addSlot(t.app, minutesFromNow(20));
      const started = await addSlot(t.app, minutesFromNow(-15));
      const { codes: [tooEarly = ''] } = await bookTickets(t.app, soon, 1);
      const { codes: [tooLate = ''] } = await bookTickets(t.app, started, 1);
      expect(await one(main, tooEarly)).toMatchObject({ outcome: 'wrong-time', window: { early: true } });
      expect(await one(main, tooLate)).toMatchObject({ outcome: 'wrong-time', window: { early: false } });
    } finally {
      await t.app.db.updateTable('events').set({ door_opens_minutes_before: null, door_closes_minutes_after: null }).where('id', '=', 501).execute();
    }
  });

  it('refuses refunded tickets as void (refunded), and those of a cancelled order as void (cancelled)', async () => {
    const slot = await addSlot(t.app, minutesFromNow(-5));
    const { codes: [refunded = '', kept = ''] } = await bookTickets(t.app, slot, 2);
    const line = await lineOf(refunded);
    await markDocumentsRefunded(t.app.db, 'issued_tickets', line.order_line_id, 1, new Date());
    expect(await one(main, refunded)).toMatchObject({ outcome: 'void', voidReason: 'refunded' });
    expect(await one(main, kept)).toMatchObject({ outcome: 'admitted' });

    const { orderId, codes: [cancelled = ''] } = await bookTickets(t.app, slot, 1);
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('refunds')
      .values({ shop_id: (await t.app.db.selectFrom('orders').select('shop_id').where('id', '=', orderId).executeTakeFirstOrThrow()).shop_id, order_id: orderId, staff_id: null, lines: '[]', tenders: '[]', amount_cents: 1800, release_claims: 1, cancels_order: 1, note: null, status: 'done', created_at: now, completed_at: now })
      .execute();
    await markDocumentsRefunded(t.app.db, 'issued_tickets', (await lineOf(cancelled)).order_line_id, 1, new Date());
    await t.app.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', orderId).execute();
    expect(await one(main, cancelled)).toMatchObject({ outcome: 'void', voidReason: 'cancelled' });
  });

  it('answers unknown for a code nobody issued', async () => {
    expect(await one(main, '0000000000000000')).toMatchObject({ outcome: 'unknown', kind: null });
  });

  it('answers a nonce sent again with the stored verdict and counts it once', async () => {
    const slot = await addSlot(t.app, minutesFromNow(-5));
    const { codes: [code = ''] } = await bookTickets(t.app, slot, 1);
    const nonce = randomUUID();
    const first = await one(main, code, { nonce });
    const again = await verdicts(await scan(t.app, main, [{ code, nonce }, { code, nonce }]));
    expect(first).toMatchObject({ outcome: 'admitted' });
    expect(again).toEqual([first, first]);
    expect(await t.app.db.selectFrom('door_scans').select('id').where('code', '=', code).execute()).toHaveLength(1);
  });

  it('records exits of someone admitted, and refuses an exit of a ticket never admitted', async () => {
    const slot = await addSlot(t.app, minutesFromNow(-5));
    const { codes: [code = '', never = ''] } = await bookTickets(t.app, slot, 2);
    await one(main, code);
    expect(await one(garden, code, { direction: 'out' })).toMatchObject({ outcome: 'exited' });
    expect(await one(garden, never, { direction: 'out' })).toMatchObject({ outcome: 'unknown', kind: 'ticket' });
  });

  it('refuses an offline scan with a time far ahead of the server with 422 DOOR_SCAN_TIME_INVALID', async () => {
    const res = await scan(t.app, main, [{ code: '0000000000000000', offline: true, scannedAt: minutesFromNow(30) }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'DOOR_SCAN_TIME_INVALID' });
    expect((await scan(t.app, main, [])).statusCode).toBe(400);
  });
});

describe('pass cards', () => {
  it('admit once per museum day, are used the second time that day, wrong-time outside their validity, void once refunded', async () => {
    const { code } = await bookPass(t.app, dayOffset(-30), dayOffset(300));
    expect(await one(main, code)).toMatchObject({ outcome: 'admitted', kind: 'pass', what: 'Annual pass', pass: { owner: 'Grace Hopper', validFrom: dayOffset(-30), validTo: dayOffset(300) } });
    expect(await one(garden, code)).toMatchObject({ outcome: 'used', firstUse: { door: 'Main entrance' } });
    // Tomorrow is another museum day: an offline scan made then would have its entry.
    const { code: notYet } = await bookPass(t.app, dayOffset(2), dayOffset(300));
    expect(await one(main, notYet)).toMatchObject({ outcome: 'wrong-time', window: { early: true } });
    const { code: over } = await bookPass(t.app, dayOffset(-400), dayOffset(-2));
    expect(await one(main, over)).toMatchObject({ outcome: 'wrong-time', window: { early: false } });
    const refunded = await bookPass(t.app, dayOffset(-1), dayOffset(300));
    const line = await t.app.db.selectFrom('issued_passes').select('order_line_id').where('barcode', '=', refunded.code).executeTakeFirstOrThrow();
    await markDocumentsRefunded(t.app.db, 'issued_passes', line.order_line_id, 1, new Date());
    expect(await one(main, refunded.code)).toMatchObject({ outcome: 'void', voidReason: 'refunded' });
  });

  it('admit as many times a day as their pass allows, exits between entries counting none', async () => {
    const { code } = await bookPass(t.app, dayOffset(-30), dayOffset(300), { entriesPerDay: 2 });
    expect(await one(main, code)).toMatchObject({ outcome: 'admitted', pass: { entriesPerDay: 2 } });
    expect(await one(main, code, { direction: 'out' })).toMatchObject({ outcome: 'exited' });
    expect(await one(garden, code)).toMatchObject({ outcome: 'admitted' });
    expect(await one(garden, code)).toMatchObject({ outcome: 'used', pass: { entriesPerDay: 2 }, firstUse: { door: 'Main entrance' } });
    const { code: unlimited } = await bookPass(t.app, dayOffset(-30), dayOffset(300), { entriesPerDay: null });
    for (let n = 0; n < 4; n += 1) expect(await one(main, unlimited)).toMatchObject({ outcome: 'admitted', pass: { entriesPerDay: null } });
  });

  it('admit again on the next museum day (an offline scan uploaded later is judged by when it was read)', async () => {
    const { code } = await bookPass(t.app, dayOffset(-30), dayOffset(300));
    const yesterday = new Date(Date.now() - 86_400_000);
    expect(await one(main, code, { offline: true, scannedAt: yesterday })).toMatchObject({ outcome: 'admitted' });
    expect(await one(main, code)).toMatchObject({ outcome: 'admitted' });
    expect(await one(main, code)).toMatchObject({ outcome: 'used' });
  });
});

describe('offline uploads', () => {
  it('reports a ticket admitted offline at two doors as a conflict, lists it for the office, and never counts it twice', async () => {
    const slot = await addSlot(t.app, minutesFromNow(-20));
    const { codes: [code = ''] } = await bookTickets(t.app, slot, 1);
    const atMain = minutesFromNow(-3);
    const atGarden = minutesFromNow(-1);
    expect(await one(main, code, { offline: true, scannedAt: atMain })).toMatchObject({ outcome: 'admitted' });
    expect(await one(garden, code, { offline: true, scannedAt: atGarden })).toMatchObject({ outcome: 'conflict', firstUse: { door: 'Main entrance', at: atMain.toISOString() } });
    // A scan the phone itself turned away as used is no conflict.
    expect(await one(garden, code, { offline: true, admitted: false, scannedAt: atGarden })).toMatchObject({ outcome: 'used' });
    const listed = await officeCall(t.app, 'GET', `/door/conflicts?date=${today()}`, { cookie: owner.cookie, csrf: owner.csrf });
    expect(listed.statusCode).toBe(200);
    expect(doorConflictsResponseSchema.parse(listed.json()).data.conflicts).toContainEqual({
      code,
      what: 'Adult',
      eventName: expect.any(String),
      first: { at: atMain.toISOString(), door: 'Main entrance' },
      second: { at: atGarden.toISOString(), door: 'Garden gate' },
    });
    expect(await t.app.db.selectFrom('door_scans').select('id').where('code', '=', code).where('admission', 'is not', null).execute()).toHaveLength(1);
    expect((await officeCall(t.app, 'GET', '/door/conflicts?date=2026-13-01', { cookie: owner.cookie, csrf: owner.csrf })).statusCode).toBe(400);
  });
});

describe('offline uploads of a pass allowing two entries a day', () => {
  it('report an offline admission beyond them as a conflict when another door made one of them, even if this phone made the first', async () => {
    const { code } = await bookPass(t.app, dayOffset(-30), dayOffset(300), { entriesPerDay: 2 });
    expect(await one(main, code)).toMatchObject({ outcome: 'admitted' });
    expect(await one(garden, code)).toMatchObject({ outcome: 'admitted' });
    // Main entrance, offline since its own entry, knew of one entry and let the holder in again.
    expect(await one(main, code, { offline: true, scannedAt: minutesFromNow(0) })).toMatchObject({ outcome: 'conflict', firstUse: { door: 'Main entrance' } });
    expect(await t.app.db.selectFrom('door_scans').select('id').where('code', '=', code).where('admission', 'is not', null).execute()).toHaveLength(2);
  });
});

describe('the day at the door', () => {
  it('counts per slot expected, in and still to come; the people inside from entries and exits; each door', async () => {
    const fresh = await createTestApp({ catalog: fixtureCatalogWithEvents() });
    try {
      const boss = await signIn(fresh.app, await addStaff(fresh.app, 'owner'));
      const east = await pairDevice(fresh.app, boss, 'East');
      const west = await pairDevice(fresh.app, boss, 'West');
      const slot = await addSlot(fresh.app, minutesFromNow(-10));
      const { codes } = await bookTickets(fresh.app, slot, 5);
      const { codes: [refunded = ''] } = await bookTickets(fresh.app, slot, 1);
      // Its only ticket: the one a refund of one unit marks.
      await markDocumentsRefunded(fresh.app.db, 'issued_tickets', (await fresh.app.db.selectFrom('issued_tickets').select('order_line_id').where('barcode', '=', refunded).executeTakeFirstOrThrow()).order_line_id, 1, new Date());
      await verdicts(await scan(fresh.app, east, codes.slice(0, 2).map((code) => ({ code }))));
      await verdicts(await scan(fresh.app, west, [{ code: codes[2] ?? '' }, { code: codes[0] ?? '', direction: 'out' }]));
      const counts = doorCountsResponseSchema.parse((await deviceGet(fresh.app, east, '/door/counts')).json()).data;
      expect(counts.slots.find((one) => one.id === slot.id)).toMatchObject({ expected: 5, in: 3, toCome: 2 });
      expect(counts.inside).toBe(2);
      expect(counts.doors).toEqual([
        { name: 'East', in: 2, out: 0 },
        { name: 'West', in: 1, out: 1 },
      ]);

      const traffic = await officeCall(fresh.app, 'GET', `/door/traffic?from=${today()}&to=${today()}`, { cookie: boss.cookie, csrf: boss.csrf });
      const rows = doorTrafficResponseSchema.parse(traffic.json()).data.rows;
      expect(rows.reduce((sum, row) => sum + row.entries, 0)).toBe(3);
      expect(rows.reduce((sum, row) => sum + row.exits, 0)).toBe(1);
      for (const row of rows) expect(row.quarter).toMatch(/T\d{2}:(00|15|30|45):00[+-]\d{2}:\d{2}$/);
      // The same rows are a report on the reports screen, with its CSV.
      const report = await officeCall(fresh.app, 'GET', `/reports/door-traffic?from=${today()}&to=${today()}`, { cookie: boss.cookie, csrf: boss.csrf });
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json()).toMatchObject({ data: { report: 'door-traffic', rows, totals: { entries: 3, exits: 1 } } });
      const csv = await officeCall(fresh.app, 'GET', `/reports/door-traffic/export?from=${today()}&to=${today()}&format=csv`, { cookie: boss.cookie, csrf: boss.csrf });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('East');
      expect(csv.body).toContain('Entries');
    } finally {
      await fresh.close();
    }
  });

  it('downloads the day: slots with their windows, tickets with their state, passes valid today, no personal data beyond the door’s; then only what changed', async () => {
    const slot = await addSlot(t.app, minutesFromNow(-5));
    // A refund marks a line's first tickets: the first is the refunded one.
    const { codes: [refunded = '', admitted = '', waiting = ''] } = await bookTickets(t.app, slot, 3);
    const { code: pass } = await bookPass(t.app, dayOffset(-3), dayOffset(30));
    const { codes: [soldEarlier = ''] } = await bookTickets(t.app, slot, 1, minutesFromNow(-10));
    const { code: refundedPass } = await bookPass(t.app, dayOffset(-3), dayOffset(30));
    const passLine = await t.app.db.selectFrom('issued_passes').select('order_line_id').where('barcode', '=', refundedPass).executeTakeFirstOrThrow();
    await markDocumentsRefunded(t.app.db, 'issued_passes', passLine.order_line_id, 1, new Date());
    await one(main, admitted);
    await markDocumentsRefunded(t.app.db, 'issued_tickets', (await lineOf(refunded)).order_line_id, 1, new Date());
    const res = await deviceGet(t.app, main, '/door/download');
    expect(res.statusCode).toBe(200);
    const day = doorDownloadResponseSchema.parse(res.json()).data;
    expect(day).toMatchObject({ day: today(), full: true });
    // A refunded pass card is not in the list but among the codes to forget.
    expect(day.gone).toContain(refundedPass);
    expect(day.passes.map((one) => one[0])).not.toContain(refundedPass);
    const slotIndex = day.slots.findIndex((one) => one.id === slot.id);
    expect(day.slots[slotIndex]).toMatchObject({ startsAt: slot.startsAt, opensAt: new Date(Date.parse(slot.startsAt) - 30 * MINUTE).toISOString() });
    const ticket = (code: string) => day.tickets.find((one) => one[0] === code);
    expect(ticket(waiting)).toEqual([waiting, slotIndex, day.names.indexOf('Adult'), 0, null]);
    expect(ticket(admitted)?.[3]).toBe(1);
    expect(ticket(admitted)?.[4]).not.toBeNull();
    expect(ticket(refunded)?.[3]).toBe(2);
    expect(day.passes.find((one) => one[0] === pass)).toEqual([pass, day.names.indexOf('Annual pass'), 'Grace Hopper', dayOffset(-3), dayOffset(30), 0, 1]);
    expect(res.body).not.toMatch(/@example\.org|Seeweg|\b1800\b|Lovelace/);

    const { codes: [sold = ''] } = await bookTickets(t.app, slot, 1);
    await one(garden, waiting);
    const delta: DoorDownload = doorDownloadResponseSchema.parse((await deviceGet(t.app, main, `/door/download?since=${day.cursor}`)).json()).data;
    expect(delta.full).toBe(false);
    expect(delta.tickets.map((one) => one[0]).sort()).toEqual(expect.arrayContaining([sold, waiting].sort()));
    expect(delta.tickets.find((one) => one[0] === waiting)?.[3]).toBe(1);
    expect(day.tickets.map((one) => one[0])).toContain(soldEarlier);
    expect(delta.tickets.map((one) => one[0])).not.toContain(soldEarlier);
    // A cursor too old or not ours gets the whole day again.
    expect(doorDownloadResponseSchema.parse((await deviceGet(t.app, main, `/door/download?since=${(Date.now() - 3_600_000).toString(36)}`)).json()).data.full).toBe(true);
    expect((await deviceGet(t.app, main, '/door/download?since=..')).statusCode).toBe(400);
  });

  it('downloads how many entries a day each pass card allows, so a phone alone admits as the server does', async () => {
    const { code: thrice } = await bookPass(t.app, dayOffset(-3), dayOffset(30), { entriesPerDay: 3 });
    const { code: unlimited } = await bookPass(t.app, dayOffset(-3), dayOffset(30), { entriesPerDay: null });
    const day = doorDownloadResponseSchema.parse((await deviceGet(t.app, main, '/door/download')).json()).data;
    const passRow = (rows: DoorDownload['passes'], code: string) => rows.find((one) => one[0] === code)?.slice(5);
    expect([passRow(day.passes, thrice), passRow(day.passes, unlimited)]).toEqual([
      [0, 3],
      [0, null],
    ]);
    await one(garden, thrice);
    const delta = doorDownloadResponseSchema.parse((await deviceGet(t.app, main, `/door/download?since=${day.cursor}`)).json()).data;
    expect(passRow(delta.passes, thrice)).toEqual([1, 3]);
  });
});
