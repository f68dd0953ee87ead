import type { DoorScan, DoorVerdict } from '@foyer/contract';
import { decideAdmission, doorDay, type DoorDecision } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LangContext } from '../../kernel/localize.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import type { DoorCaller } from './door-devices.service.js';
import { findDoorSubject, type DoorSubject } from './door-facts.repository.js';

/** An offline scan may be uploaded up to a week late; a time ahead of the server's by more than 5 minutes is a wrong clock. */
const OLDEST_OFFLINE_MS = 7 * 86_400_000;
const CLOCK_AHEAD_MS = 5 * 60_000;

/** Where the first scan wins: a ticket admits once; a pass once per museum day and entry, the n-th of the day (the rule admits only while one is left). */
const admissionKey = (subject: DoorSubject, day: string): string =>
  subject.facts.kind === 'pass' ? `p:${subject.id}:${day}:${subject.facts.entriesToday + 1}` : `t:${subject.id}`;

/**
 * Scans from the door's devices (docs/office.md "The door"). Each is decided by the one rule the phones
 * use offline, at the time it was read (an online scan at the server's time), and recorded once under
 * its nonce: the same nonce again is answered the stored verdict and counts nothing twice. An admission
 * is written with INSERT ... ON CONFLICT DO NOTHING on its unique admission key, so of two devices
 * admitting one ticket at once, on any instance, only the first gets in; the other is decided again
 * and answered "used" (or, when it had already let the visitor in offline, "conflict", to be listed). A
 * pass allowing several entries a day claims them one by one (`p:<id>:<day>:<n>`): of devices racing for
 * its last entry, one gets it.
 */
export class DoorScansService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async record(caller: DoorCaller, scans: readonly DoorScan[]): Promise<{ nonce: string; verdict: DoorVerdict }[]> {
    const now = this.clock();
    for (const scan of scans) {
      if (!scan.offline) continue;
      const at = Date.parse(scan.scannedAt);
      if (at > now.getTime() + CLOCK_AHEAD_MS || at < now.getTime() - OLDEST_OFFLINE_MS) throw new DomainError('DOOR_SCAN_TIME_INVALID');
    }
    const shop = await this.shops.resolveOrFirst(caller.shopId, 'en');
    // Event names as the shop's first language has them: the door's staff share one.
    const ctx: LangContext = { lang: shop.fallback, fallback: shop.fallback };
    const answers: { nonce: string; verdict: DoorVerdict }[] = [];
    // One after another: a batch is one phone's queue, in the order it scanned.
    for (const scan of scans) answers.push({ nonce: scan.nonce, verdict: await this.#one(caller, scan, shop.settings.time_zone, ctx, now) });
    return answers;
  }

  async #one(caller: DoorCaller, scan: DoorScan, timeZone: string, ctx: LangContext, now: Date): Promise<DoorVerdict> {
    // A nonce seen before is found when its insert does nothing: the usual scan, a new one, costs no lookup first.
    const at = scan.offline ? new Date(scan.scannedAt) : now;
    const day = doorDay(at, timeZone);
    const input = { direction: scan.direction, device: String(caller.id), admittedOffline: scan.offline && scan.admitted !== false };
    // A lost admission is another scan's of the same code, which the next decision counts (a ticket used,
    // a pass with one entry more), so each try claims a new key or admits nobody: a key lost twice is a fault.
    let lostKey: string | null = null;
    for (;;) {
      const subject = await findDoorSubject(this.db, caller.shopId, scan.code, day, ctx);
      const verdict = decideAdmission(subject?.facts ?? null, input, at, timeZone);
      const admission = verdict.outcome === 'admitted' && subject !== null ? admissionKey(subject, day) : null;
      const inserted = await this.db
        .insertInto('door_scans')
        .values({
          shop_id: caller.shopId,
          nonce: scan.nonce,
          device_id: caller.id,
          direction: scan.direction,
          code: scan.code,
          kind: subject?.kind ?? null,
          subject_id: subject?.id ?? null,
          timeslot_id: subject?.timeslotId ?? null,
          museum_day: day,
          scanned_at: at.toISOString(),
          recorded_at: now.toISOString(),
          outcome: verdict.outcome,
          offline: scan.offline ? 1 : 0,
          admission,
          verdict: JSON.stringify(verdict),
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted !== undefined) return verdict;
      // The nonce was recorded before (the same upload sent again, or twice at once): its verdict stands.
      const replayed = await this.#stored(scan.nonce);
      if (replayed !== undefined) return replayed;
      // Another device admitted the ticket first, or took this entry of the pass: decided again, the ticket is used now, the pass tries its next entry.
      if (admission === null || admission === lostKey) throw new Error('a door scan lost the same admission twice');
      lostKey = admission;
    }
  }

  async #stored(nonce: string): Promise<DoorDecision | undefined> {
    const row = await this.db.selectFrom('door_scans').select('verdict').where('nonce', '=', nonce).executeTakeFirst();
    return row === undefined ? undefined : (JSON.parse(row.verdict) as DoorDecision);
  }
}
