import { museumDate } from '@foyer/domain';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { addSlot, bookPass, bookTickets, pairDevice, scan, verdicts, type PairedDevice } from '../../test-support/door-kit.js';
import { fixtureCatalogWithEvents } from '../../test-support/fixture-events.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

const postgres = process.env.TEST_DATABASE_URL !== undefined;
let t: TestApp;
/** On PostgreSQL a second server instance on the same database; SQLite is one instance by design. */
let second: FastifyInstance;
let owner: SignedIn;
let devices: PairedDevice[];
const instanceOf = (index: number): FastifyInstance => (index % 2 === 0 ? t.app : second);
/** A pass card valid from yesterday to tomorrow, in the fixture museum's days. */
const bookPassValidToday = (entriesPerDay: number | null) =>
  bookPass(t.app, museumDate(new Date(Date.now() - 86_400_000), 'Europe/Zurich'), museumDate(new Date(Date.now() + 86_400_000), 'Europe/Zurich'), { entriesPerDay });

beforeAll(async () => {
  t = await createTestApp({ catalog: fixtureCatalogWithEvents() });
  second = postgres ? await buildApp(t.config) : t.app;
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
  devices = [];
  for (let n = 0; n < 20; n += 1) devices.push(await pairDevice(t.app, owner, `Door ${n + 1}`));
});
afterAll(async () => {
  if (second !== t.app) await second.close();
  await t.close();
});

describe(`20 door devices at once (${postgres ? 'PostgreSQL, two server instances' : 'SQLite'})`, () => {
  it('admit each ticket once: one device wins a ticket all of them scan, the rest are told it was used, with the winner as its first use', async () => {
    const slot = await addSlot(t.app, new Date(Date.now() - 5 * 60_000));
    const { codes } = await bookTickets(t.app, slot, 5);
    // Every device scans every ticket at the same moment.
    const answers = await Promise.all(devices.flatMap((device, d) => codes.map(async (code) => ({ code, device, verdict: (await verdicts(await scan(instanceOf(d), device, [{ code }])))[0] }))));
    for (const code of codes) {
      const ofCode = answers.filter((answer) => answer.code === code);
      const admitted = ofCode.filter((answer) => answer.verdict?.outcome === 'admitted');
      expect(admitted).toHaveLength(1);
      const winner = admitted[0]?.device;
      for (const answer of ofCode.filter((candidate) => candidate.verdict?.outcome !== 'admitted')) {
        expect(answer.verdict).toMatchObject({ outcome: 'used', firstUse: { by: String(winner?.id) } });
      }
    }
    const admissions = await t.app.db.selectFrom('door_scans').select('code').where('code', 'in', codes).where('admission', 'is not', null).execute();
    expect(admissions.map((row) => row.code).sort()).toEqual([...codes].sort());
  });

  it('admit a pass allowing two entries a day exactly twice: two devices racing for its second and third entries, then all of them', async () => {
    const { code } = await bookPassValidToday(2);
    expect((await verdicts(await scan(t.app, devices[0] ?? { id: 0, token: '' }, [{ code }])))[0]).toMatchObject({ outcome: 'admitted' });
    const racing = await Promise.all([1, 2].map(async (d) => (await verdicts(await scan(instanceOf(d + 1), devices[d] ?? { id: 0, token: '' }, [{ code }])))[0]?.outcome));
    expect(racing.sort()).toEqual(['admitted', 'used']);
    const all = await Promise.all(devices.map(async (device, d) => (await verdicts(await scan(instanceOf(d), device, [{ code }])))[0]));
    expect(all.map((verdict) => verdict?.outcome)).toEqual(devices.map(() => 'used'));
    expect(all[0]).toMatchObject({ pass: { entriesPerDay: 2 }, firstUse: { by: String(devices[0]?.id) } });
    const admissions = await t.app.db.selectFrom('door_scans').select('admission').where('code', '=', code).where('admission', 'is not', null).orderBy('id').execute();
    expect(admissions.map((row) => row.admission?.replace(/^p:\d+:[\d-]+:/, ''))).toEqual(['1', '2']);
  });

  it('admit a pass without a daily limit on every device at once, each entry claimed once', async () => {
    const { code } = await bookPassValidToday(null);
    const answers = await Promise.all(devices.map(async (device, d) => (await verdicts(await scan(instanceOf(d), device, [{ code }])))[0]?.outcome));
    expect(answers).toEqual(devices.map(() => 'admitted'));
    const admissions = await t.app.db.selectFrom('door_scans').select('admission').where('code', '=', code).where('admission', 'is not', null).execute();
    expect(new Set(admissions.map((row) => row.admission)).size).toBe(devices.length);
  });

  it('admit different tickets at once, each of them', async () => {
    const slot = await addSlot(t.app, new Date(Date.now() - 5 * 60_000));
    const { codes } = await bookTickets(t.app, slot, 20);
    const answers = await Promise.all(devices.map(async (device, d) => (await verdicts(await scan(instanceOf(d), device, [{ code: codes[d] ?? '' }])))[0]));
    expect(answers.map((answer) => answer?.outcome)).toEqual(codes.map(() => 'admitted'));
  });

  it('answer one nonce sent by a phone to both instances at once with one verdict, recorded once', async () => {
    const slot = await addSlot(t.app, new Date(Date.now() - 5 * 60_000));
    const { codes: [code = ''] } = await bookTickets(t.app, slot, 1);
    const nonce = randomUUID();
    const device = devices[0] ?? { id: 0, token: '' };
    const answers = await Promise.all(Array.from({ length: 6 }, async (_, n) => (await verdicts(await scan(instanceOf(n), device, [{ code, nonce }])))[0]));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ outcome: 'admitted' });
    expect(await t.app.db.selectFrom('door_scans').select('id').where('nonce', '=', nonce).execute()).toHaveLength(1);
  });

  it('refuse a revoked device at once on every instance', async () => {
    const device = await pairDevice(t.app, owner, 'Revoked at once');
    expect((await scan(second, device, [{ code: '0000000000000000' }])).statusCode).toBe(200);
    expect((await officeCall(t.app, 'POST', `/door/devices/${device.id}/revoke`, { cookie: owner.cookie, csrf: owner.csrf })).statusCode).toBe(200);
    for (const app of [t.app, second]) expect((await scan(app, device, [{ code: '0000000000000000' }])).json()).toMatchObject({ code: 'DOOR_DEVICE_REVOKED' });
  });

  it('download a day of 20,000 tickets in at most 1 MB on the wire', async () => {
    const slots = await Promise.all([0, 1, 2, 3].map((n) => addSlot(t.app, new Date(Date.now() + n * 30 * 60_000), 30)));
    let issued = 0;
    while (issued < 20_000) {
      await bookTickets(t.app, slots[issued % slots.length] ?? { id: 0, startsAt: '' }, 100);
      issued += 100;
    }
    const res = await t.app.inject({ method: 'GET', url: '/office/api/door/download', headers: { authorization: `Bearer ${devices[1]?.token ?? ''}`, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const day = JSON.parse(gunzipSync(res.rawPayload).toString()) as { data: { tickets: unknown[] } };
    expect(day.data.tickets.length).toBeGreaterThanOrEqual(20_000);
    expect(res.rawPayload.length).toBeLessThanOrEqual(1_000_000);
  });
});
