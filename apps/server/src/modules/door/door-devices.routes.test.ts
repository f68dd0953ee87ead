import { apiErrorSchema, doorConfigResponseSchema, doorDevicePairingResponseSchema, doorDevicesResponseSchema } from '@foyer/contract';
import { pbkdf2Sync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/create-test-app.js';
import { deviceGet, pairDevice, scan } from '../../test-support/door-kit.js';
import { addStaff, officeCall, signIn, type SignedIn } from '../../test-support/office-kit.js';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, await addStaff(t.app, 'owner'));
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, who: SignedIn = owner) => officeCall(t.app, method, path, { cookie: who.cookie, csrf: who.csrf, ...(payload === undefined ? {} : { payload }) });
const errorOf = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, apiErrorSchema.parse(res.json()).code];
const pair = (code: string, ip = '10.1.1.1') => t.app.inject({ method: 'POST', url: '/office/api/door/pair', payload: { code }, remoteAddress: ip });
const audit = (target: string) => t.app.db.selectFrom('office_audit').select(['action', 'staff_id', 'after_json']).where('target', '=', target).orderBy('id').execute();

describe('door devices in the office', () => {
  it('adds a device with a one-time pairing code of ten Crockford characters valid 15 minutes, kept only hashed', async () => {
    const res = await call('POST', '/door/devices', { name: 'Main entrance' });
    expect(res.statusCode, res.body).toBe(201);
    const { device, pairing } = doorDevicePairingResponseSchema.parse(res.json()).data;
    expect(pairing.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(Date.parse(pairing.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(pairing.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(device).toMatchObject({ name: 'Main entrance', pairedAt: null, revokedAt: null, pinSet: false, pairing: { code: pairing.code } });
    const { pairingUrl, qrSvg } = doorDevicePairingResponseSchema.parse(res.json()).data;
    expect(pairingUrl).toBe(`http://localhost:3000/office/door/pair#${pairing.code}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const row = await t.app.db.selectFrom('door_devices').selectAll().where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(pairing.code.replace('-', ''));
    // The list never shows the code again: only that a pairing waits, until when.
    const list = doorDevicesResponseSchema.parse((await call('GET', '/door/devices')).json()).data.devices;
    expect(list.find((one) => one.id === device.id)?.pairing).toEqual({ code: null, expiresAt: pairing.expiresAt });
    expect((await audit(`door-device:${device.id}`)).map((entry) => entry.action)).toEqual(['door-device.create']);
  });

  it('pairs a phone once with the code, typed in any case and spacing; a second use, a wrong or an expired code is 404', async () => {
    const { device, pairing } = doorDevicePairingResponseSchema.parse((await call('POST', '/door/devices', { name: 'Garden gate' })).json()).data;
    const typed = pairing.code.toLowerCase().replace('-', ' ');
    const paired = await pair(typed);
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.json()).toMatchObject({ data: { device: { id: device.id, name: 'Garden gate' } } });
    expect(errorOf(await pair(pairing.code))).toEqual([404, 'DOOR_PAIRING_UNKNOWN']);
    expect(errorOf(await pair('ZZZZZ-ZZZZZ'))).toEqual([404, 'DOOR_PAIRING_UNKNOWN']);
    const late = doorDevicePairingResponseSchema.parse((await call('POST', '/door/devices', { name: 'Late' })).json()).data;
    await t.app.db.updateTable('door_devices').set({ pairing_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', late.device.id).execute();
    expect(errorOf(await pair(late.pairing.code))).toEqual([404, 'DOOR_PAIRING_UNKNOWN']);
    expect((await pair('x')).statusCode).toBe(400);
  });

  it('limits pairing attempts per client: the eleventh in 15 minutes is 429', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await pair('AAAAA-AAAAA', '10.2.2.2')).statusCode).toBe(404);
    expect(errorOf(await pair('AAAAA-AAAAA', '10.2.2.2'))).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect((await pair('AAAAA-AAAAA', '10.2.2.3')).statusCode).toBe(404);
  });

  it('counts only wrong codes: a dozen phones paired in a row from one network are all let in', async () => {
    for (let phone = 0; phone < 12; phone += 1) await pairDevice(t.app, owner, `Gate ${phone}`, '10.2.2.9');
    expect((await pair('AAAAA-AAAAA', '10.2.2.9')).statusCode).toBe(404);
  });

  it('gives a paired phone its config: its door, the museum and its PIN check once one is set', async () => {
    const phone = await pairDevice(t.app, owner, 'North door');
    const config = doorConfigResponseSchema.parse((await deviceGet(t.app, phone, '/door/config')).json()).data;
    expect(config).toMatchObject({ device: { id: phone.id, name: 'North door' }, pin: null, museum: { timeZone: 'Europe/Zurich' } });
    expect(config.museum.name).not.toBe('');

    const set = await call('PUT', `/door/devices/${phone.id}/pin`, { pin: '2468' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ data: { device: { pinSet: true } } });
    const pin = doorConfigResponseSchema.parse((await deviceGet(t.app, phone, '/door/config')).json()).data.pin;
    expect(pin).not.toBeNull();
    if (pin === null) return;
    expect(pbkdf2Sync('2468', Buffer.from(pin.salt, 'base64'), pin.iterations, 32, 'sha256').toString('base64')).toBe(pin.hash);
    const entries = await audit(`door-device:${phone.id}`);
    expect(entries.at(-1)).toMatchObject({ action: 'door-device.pin', after_json: JSON.stringify({ pinSet: true }) });

    expect((await call('PUT', `/door/devices/${phone.id}/pin`, { pin: null })).json()).toMatchObject({ data: { device: { pinSet: false } } });
    expect(doorConfigResponseSchema.parse((await deviceGet(t.app, phone, '/door/config')).json()).data.pin).toBeNull();
    for (const pinText of ['123', '123456789', '12a4']) expect((await call('PUT', `/door/devices/${phone.id}/pin`, { pin: pinText })).statusCode).toBe(400);
  });

  it('revokes a device: its token is refused at once with 401 DOOR_DEVICE_REVOKED, on the next call', async () => {
    const phone = await pairDevice(t.app, owner, 'Lost phone');
    expect((await deviceGet(t.app, phone, '/door/config')).statusCode).toBe(200);
    const revoked = await call('POST', `/door/devices/${phone.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ data: { device: { id: phone.id } } });
    expect(revoked.json().data.device.revokedAt).not.toBeNull();
    for (const path of ['/door/config', '/door/download', '/door/counts']) expect(errorOf(await deviceGet(t.app, phone, path))).toEqual([401, 'DOOR_DEVICE_REVOKED']);
    expect(errorOf(await scan(t.app, phone, [{ code: '1234567890123456' }]))).toEqual([401, 'DOOR_DEVICE_REVOKED']);
    expect((await audit(`door-device:${phone.id}`)).map((entry) => entry.action)).toContain('door-device.revoke');
  });

  it('re-pairs a device with a new code: the old token stops working, the new one works', async () => {
    const phone = await pairDevice(t.app, owner, 'Side door');
    const again = await call('POST', `/door/devices/${phone.id}/pairing`);
    expect(again.statusCode, again.body).toBe(200);
    const { pairing } = doorDevicePairingResponseSchema.parse(again.json()).data;
    expect(errorOf(await deviceGet(t.app, phone, '/door/config'))).toEqual([401, 'DOOR_DEVICE_UNKNOWN']);
    const paired = await pair(pairing.code, '10.3.3.3');
    expect(paired.statusCode).toBe(200);
    expect((await deviceGet(t.app, { id: phone.id, token: paired.json().data.token }, '/door/config')).statusCode).toBe(200);
  });

  it('notes when a device was last seen, writing its row at most once a minute', async () => {
    const phone = await pairDevice(t.app, owner, 'Seen door');
    const earlier = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.app.db.updateTable('door_devices').set({ last_seen_at: earlier }).where('id', '=', phone.id).execute();
    await deviceGet(t.app, phone, '/door/config');
    const seen = (await t.app.db.selectFrom('door_devices').select('last_seen_at').where('id', '=', phone.id).executeTakeFirstOrThrow()).last_seen_at;
    expect(Date.now() - Date.parse(seen ?? '')).toBeLessThan(60_000);
    const recent = new Date(Date.now() - 10_000).toISOString();
    await t.app.db.updateTable('door_devices').set({ last_seen_at: recent }).where('id', '=', phone.id).execute();
    await deviceGet(t.app, phone, '/door/config');
    expect((await t.app.db.selectFrom('door_devices').select('last_seen_at').where('id', '=', phone.id).executeTakeFirstOrThrow()).last_seen_at).toBe(recent);
  });

  it('refuses a missing or malformed token with 401 DOOR_DEVICE_UNKNOWN', async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/office/api/door/config' }))).toEqual([401, 'DOOR_DEVICE_UNKNOWN']);
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/office/api/door/config', headers: { authorization: 'Bearer not-a-token-of-ours-at-all-xx' } }))).toEqual([401, 'DOOR_DEVICE_UNKNOWN']);
  });

  it('answers 404 OFFICE_DOOR_DEVICE_NOT_FOUND for an unknown device', async () => {
    expect(errorOf(await call('POST', '/door/devices/999999/revoke'))).toEqual([404, 'OFFICE_DOOR_DEVICE_NOT_FOUND']);
    expect(errorOf(await call('PUT', '/door/devices/999999/pin', { pin: '1234' }))).toEqual([404, 'OFFICE_DOOR_DEVICE_NOT_FOUND']);
  });

  it('lets only owners manage devices; door staff and box office see counts and conflicts, accountants the traffic', async () => {
    const door = await signIn(t.app, await addStaff(t.app, 'door'));
    const boxOffice = await signIn(t.app, await addStaff(t.app, 'box-office'));
    const accountant = await signIn(t.app, await addStaff(t.app, 'accountant'));
    for (const who of [door, boxOffice, accountant]) {
      expect(errorOf(await call('GET', '/door/devices', undefined, who))).toEqual([403, 'OFFICE_FORBIDDEN']);
      expect(errorOf(await call('POST', '/door/devices', { name: 'Mine' }, who))).toEqual([403, 'OFFICE_FORBIDDEN']);
    }
    for (const who of [door, boxOffice, owner]) {
      expect((await call('GET', '/door/counts', undefined, who)).statusCode).toBe(200);
      expect((await call('GET', '/door/conflicts', undefined, who)).statusCode).toBe(200);
    }
    expect(errorOf(await call('GET', '/door/conflicts', undefined, accountant))).toEqual([403, 'OFFICE_FORBIDDEN']);
    expect((await call('GET', '/door/traffic?from=2026-01-01&to=2026-01-31', undefined, accountant)).statusCode).toBe(200);
    expect(errorOf(await call('GET', '/door/traffic?from=2026-01-01&to=2026-01-31', undefined, door))).toEqual([403, 'OFFICE_FORBIDDEN']);
    // A staff write without the session's CSRF token is refused, as every office write.
    expect(errorOf(await officeCall(t.app, 'POST', '/door/devices', { cookie: owner.cookie, payload: { name: 'No token' } }))).toEqual([403, 'OFFICE_CSRF_INVALID']);
  });
});
