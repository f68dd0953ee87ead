import { DOOR_PAIRING_MINUTES, type DoorConfigResponse, type DoorDevice, type DoorPairing, type Lang, type SessionStaff } from '@foyer/contract';
import { toSVG } from 'bwip-js/node';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { claimAttempt, clearAttempts } from '../../kernel/attempt-lock.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { appendAudit } from '../staff/public.js';
import { deviceView, findDevice, findDeviceByToken, insertDevice, listDevices, redeemPairing, touchDevice, updateDevice, type DoorDeviceRow } from './door-devices.repository.js';
import { hashSecret, newDeviceToken, newPairingCode, normalPairingCode, pinCheckOf } from './door-secrets.js';

/** The key space of the door's pairing attempts in `login_attempts`, apart from every shop's logins and the office's. */
const PAIRING_SCOPE = 0;
/** A client gets 10 pairing attempts in 15 minutes, on every instance together: 50-bit codes are not guessed that way. */
const PAIRING_POLICY = { maxAttempts: 10, lockMinutes: 15 };

/** A fresh pairing as the office shows it: the code, and the scanner's pairing address as a QR code. */
export interface NewPairing {
  device: DoorDevice;
  pairing: DoorPairing;
  pairingUrl: string;
  qrSvg: string;
}

/** A paired device on a device call, as the guard found it. */
export interface DoorCaller {
  id: number;
  shopId: number;
  name: string;
}

/**
 * Door devices (docs/office.md "The door"): the owner adds one per phone and door, with a pairing code
 * valid 15 minutes that the phone trades for its token once; a new pairing replaces the token, revoking
 * refuses it; a PIN locks the phone. Tokens and codes are kept only as hashes, and every change is audited.
 */
export class DoorDevicesService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    /** The office's origin, for the pairing address the QR code carries. */
    private readonly publicUrl: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(lang: Lang): Promise<DoorDevice[]> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const now = this.clock();
    return (await listDevices(this.db, shop.id)).map((row) => deviceView(row, now));
  }

  async create(name: string, staff: SessionStaff, lang: Lang): Promise<NewPairing> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const now = this.clock();
    const { code, hash, expiresAt } = this.#pairing(now);
    return this.db.transaction().execute(async (trx) => {
      const row = await insertDevice(trx, shop.id, name, hash, expiresAt, now);
      await appendAudit(trx, { staffId: staff.id, action: 'door-device.create', target: `door-device:${row.id}`, before: null, after: { name, pairingExpiresAt: expiresAt } }, now);
      return this.#shown(deviceView(row, now, code), { code, expiresAt });
    });
  }

  /** A new pairing code; the token the phone had stops working at once. */
  async repair(id: number, staff: SessionStaff, lang: Lang): Promise<NewPairing> {
    const now = this.clock();
    const { code, hash, expiresAt } = this.#pairing(now);
    const row = await this.#change(id, staff, lang, 'door-device.pair', { token_hash: null, pairing_hash: hash, pairing_expires_at: expiresAt, paired_at: null, revoked_at: null }, { pairingExpiresAt: expiresAt });
    return this.#shown(deviceView(row, now, code), { code, expiresAt });
  }

  async revoke(id: number, staff: SessionStaff, lang: Lang): Promise<DoorDevice> {
    const now = this.clock();
    // The token's hash stays, so the phone is told it was revoked (and wipes its download), not merely unknown.
    const row = await this.#change(id, staff, lang, 'door-device.revoke', { pairing_hash: null, pairing_expires_at: null, revoked_at: now.toISOString() }, { revokedAt: now.toISOString() });
    return deviceView(row, now);
  }

  async setPin(id: number, pin: string | null, staff: SessionStaff, lang: Lang): Promise<DoorDevice> {
    const check = pin === null ? null : await pinCheckOf(pin);
    const row = await this.#change(
      id,
      staff,
      lang,
      'door-device.pin',
      { pin_salt: check?.salt ?? null, pin_hash: check?.hash ?? null, pin_iterations: check?.iterations ?? null },
      // The audit says whether a PIN is set, never the PIN or its hash.
      { pinSet: check !== null },
    );
    return deviceView(row, this.clock());
  }

  /** A phone trades a pairing code for its token (no session: the code is the secret, rate limited per client). */
  async pair(typed: string, ip: string): Promise<{ token: string; device: { id: number; name: string } }> {
    const now = this.clock();
    const claim = await claimAttempt(this.db, PAIRING_SCOPE, `door:pair:${ip}`, now, PAIRING_POLICY);
    if (!claim.claimed) throw new DomainError('TOO_MANY_REQUESTS');
    const code = normalPairingCode(typed);
    if (code === null) throw new DomainError('DOOR_PAIRING_UNKNOWN');
    const token = newDeviceToken();
    const row = await this.db.transaction().execute(async (trx) => {
      const paired = await redeemPairing(trx, hashSecret(code), hashSecret(token), now);
      if (paired !== undefined) await appendAudit(trx, { staffId: null, action: 'door-device.paired', target: `door-device:${paired.id}`, before: null, after: { pairedAt: paired.paired_at } }, now);
      return paired;
    });
    if (row === undefined) throw new DomainError('DOOR_PAIRING_UNKNOWN');
    // Wrong codes are what the limit is for: a museum pairing a dozen phones on one network in a row is not refused.
    await clearAttempts(this.db, PAIRING_SCOPE, `door:pair:${ip}`);
    return { token, device: { id: row.id, name: row.name } };
  }

  /**
   * The device a bearer token belongs to, read from the database on every call: a revoked or replaced
   * token is refused on the next call whichever instance answers it.
   */
  async authenticate(header: string | undefined): Promise<DoorCaller> {
    const token = /^Bearer ([\w-]{20,100})$/.exec(header ?? '')?.[1];
    if (token === undefined) throw new DomainError('DOOR_DEVICE_UNKNOWN');
    const row = await findDeviceByToken(this.db, hashSecret(token));
    if (row === undefined) throw new DomainError('DOOR_DEVICE_UNKNOWN');
    if (row.revoked_at !== null) throw new DomainError('DOOR_DEVICE_REVOKED');
    await touchDevice(this.db, row, this.clock());
    return { id: row.id, shopId: row.shop_id, name: row.name };
  }

  async config(caller: DoorCaller): Promise<DoorConfigResponse['data']> {
    const row = await this.#device(caller.shopId, caller.id);
    const shop = await this.shops.resolveOrFirst(caller.shopId, 'en');
    return {
      device: { id: row.id, name: row.name },
      pin: row.pin_hash === null || row.pin_salt === null || row.pin_iterations === null ? null : { salt: row.pin_salt, hash: row.pin_hash, iterations: row.pin_iterations },
      museum: { name: shop.settings.site_name, timeZone: shop.settings.time_zone },
    };
  }

  #shown(device: DoorDevice, pairing: DoorPairing): NewPairing {
    const pairingUrl = `${new URL('/office/door/pair', this.publicUrl).href}#${pairing.code}`;
    return { device, pairing, pairingUrl, qrSvg: toSVG({ bcid: 'qrcode', text: pairingUrl }) };
  }

  #pairing(now: Date): { code: string; hash: string; expiresAt: string } {
    const code = newPairingCode();
    // Hashed in the form a typed code is read in, so "abcde fghjk" finds it too.
    return { code, hash: hashSecret(normalPairingCode(code) ?? code), expiresAt: new Date(now.getTime() + DOOR_PAIRING_MINUTES * 60_000).toISOString() };
  }

  async #device(shopId: number, id: number): Promise<DoorDeviceRow> {
    const row = await findDevice(this.db, shopId, id);
    if (row === undefined) throw new DomainError('OFFICE_DOOR_DEVICE_NOT_FOUND');
    return row;
  }

  async #change(id: number, staff: SessionStaff, lang: Lang, action: string, changes: Parameters<typeof updateDevice>[2], audited: Record<string, unknown>): Promise<DoorDeviceRow> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      const before = await findDevice(trx, shop.id, id);
      if (before === undefined) throw new DomainError('OFFICE_DOOR_DEVICE_NOT_FOUND');
      const after = await updateDevice(trx, id, changes);
      if (after === undefined) throw new DomainError('OFFICE_DOOR_DEVICE_NOT_FOUND');
      await appendAudit(trx, { staffId: staff.id, action, target: `door-device:${id}`, before: { name: before.name, pairedAt: before.paired_at, revokedAt: before.revoked_at, pinSet: before.pin_hash !== null }, after: audited }, now);
      return after;
    });
  }
}
