import type { DoorDevice } from '@foyer/contract';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DoorDevicesTable } from '../../db/schema-door.js';

export type DoorDeviceRow = Selectable<DoorDevicesTable>;

/** A device as the office lists it: a pairing only while it may still be used (its code is shown once, when made). */
export const deviceView = (row: DoorDeviceRow, now: Date, code: string | null = null): DoorDevice => ({
  id: row.id,
  name: row.name,
  pairedAt: row.paired_at,
  lastSeenAt: row.last_seen_at,
  revokedAt: row.revoked_at,
  pinSet: row.pin_hash !== null,
  pairing:
    row.pairing_expires_at !== null && row.revoked_at === null && Date.parse(row.pairing_expires_at) > now.getTime()
      ? { code, expiresAt: row.pairing_expires_at }
      : null,
});

export const listDevices = (db: Executor, shopId: number): Promise<DoorDeviceRow[]> =>
  db.selectFrom('door_devices').selectAll().where('shop_id', '=', shopId).orderBy('name').orderBy('id').execute();

export const findDevice = (db: Executor, shopId: number, id: number): Promise<DoorDeviceRow | undefined> =>
  db.selectFrom('door_devices').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();

/** By its token's unique hash: read on every device call, never cached, so a revocation counts at once on every instance. */
export const findDeviceByToken = (db: Executor, tokenHash: string): Promise<DoorDeviceRow | undefined> =>
  db.selectFrom('door_devices').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const insertDevice = async (db: Executor, shopId: number, name: string, pairingHash: string, expiresAt: string, now: Date): Promise<DoorDeviceRow> =>
  db
    .insertInto('door_devices')
    .values({ shop_id: shopId, name, pairing_hash: pairingHash, pairing_expires_at: expiresAt, created_at: now.toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();

export const updateDevice = (db: Executor, id: number, changes: Partial<Omit<DoorDeviceRow, 'id' | 'shop_id' | 'version'>>): Promise<DoorDeviceRow | undefined> =>
  db
    .updateTable('door_devices')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/**
 * Trades a pairing code for a token, once: the conditional update matches only while the code is
 * unused, unexpired and the device not revoked, so two phones typing one code pair only one of them.
 */
export const redeemPairing = (db: Executor, pairingHash: string, tokenHash: string, now: Date): Promise<DoorDeviceRow | undefined> =>
  db
    .updateTable('door_devices')
    .set((eb) => ({ token_hash: tokenHash, pairing_hash: null, pairing_expires_at: null, paired_at: now.toISOString(), last_seen_at: now.toISOString(), version: eb('version', '+', 1) }))
    .where('pairing_hash', '=', pairingHash)
    .where('pairing_expires_at', '>', now.toISOString())
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/** Notes when a device last called, at most once a minute, so scanning does not write the device row each time. */
export const touchDevice = async (db: Executor, row: DoorDeviceRow, now: Date): Promise<void> => {
  if (row.last_seen_at !== null && Date.parse(row.last_seen_at) > now.getTime() - 60_000) return;
  await db.updateTable('door_devices').set({ last_seen_at: now.toISOString() }).where('id', '=', row.id).execute();
};
