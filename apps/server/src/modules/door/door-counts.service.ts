import type { DoorConflict, DoorCounts, DoorTrafficRow, DoorVerdict, Lang } from '@foyer/contract';
import { museumDate, museumDayBounds, toMuseumIso } from '@foyer/domain';
import type { Db, Executor } from '../../db/database.js';
import type { LangContext } from '../../kernel/localize.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import { daySlots, dayTickets } from './door-day.repository.js';

const QUARTER_MS = 15 * 60_000;

/**
 * Entries and exits per 15 minutes and door between two instants, in the museum's time zone (every
 * zone's offset is a whole number of quarter hours, so UTC quarters are the museum's quarters).
 */
export const doorTraffic = async (db: Executor, shopId: number, start: string, end: string, timeZone: string): Promise<DoorTrafficRow[]> => {
  const scans = await db
    .selectFrom('door_scans')
    .innerJoin('door_devices', 'door_devices.id', 'door_scans.device_id')
    .select(['door_scans.scanned_at', 'door_scans.outcome', 'door_devices.name'])
    .where('door_scans.shop_id', '=', shopId)
    .where('door_scans.outcome', 'in', ['admitted', 'exited'])
    .where('door_scans.scanned_at', '>=', start)
    .where('door_scans.scanned_at', '<', end)
    .execute();
  const rows = new Map<string, DoorTrafficRow & { at: number }>();
  for (const scan of scans) {
    const at = Math.floor(Date.parse(scan.scanned_at) / QUARTER_MS) * QUARTER_MS;
    const key = `${at}|${scan.name}`;
    const row = rows.get(key) ?? { at, quarter: toMuseumIso(new Date(at).toISOString(), timeZone), door: scan.name, entries: 0, exits: 0 };
    if (scan.outcome === 'admitted') row.entries += 1;
    else row.exits += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.at - b.at || a.door.localeCompare(b.door)).map(({ at: _sortedBy, ...row }) => row);
};

/**
 * What the door and the office see of a museum day (docs/office.md "The door"): per slot the
 * visitors expected (tickets that still admit), in and still to come; the people inside now from
 * entries and exits at every door; each door's entries and exits; and the tickets admitted twice offline.
 */
export class DoorCountsService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async counts(shopId: number | undefined): Promise<DoorCounts> {
    const shop = await this.shops.resolveOrFirst(shopId, 'en');
    const zone = shop.settings.time_zone;
    const day = museumDate(this.clock(), zone);
    const slots = await daySlots(this.db, shop.id, day, zone, this.#ctx(shop));
    const tickets = await dayTickets(this.db, shop.id, day, zone, slots);
    const expected = new Map<number, number>();
    const admitted = new Map<number, number>();
    for (const ticket of tickets) {
      if (ticket.state === 'refunded' || ticket.state === 'cancelled') continue;
      expected.set(ticket.slotId, (expected.get(ticket.slotId) ?? 0) + 1);
      if (ticket.state === 'used') admitted.set(ticket.slotId, (admitted.get(ticket.slotId) ?? 0) + 1);
    }
    const scans = await this.db
      .selectFrom('door_scans')
      .innerJoin('door_devices', 'door_devices.id', 'door_scans.device_id')
      .select(['door_scans.outcome', 'door_devices.name'])
      .where('door_scans.shop_id', '=', shop.id)
      .where('door_scans.museum_day', '=', day)
      .where('door_scans.outcome', 'in', ['admitted', 'exited'])
      .execute();
    const doors = new Map<string, { name: string; in: number; out: number }>();
    for (const scan of scans) {
      const door = doors.get(scan.name) ?? { name: scan.name, in: 0, out: 0 };
      if (scan.outcome === 'admitted') door.in += 1;
      else door.out += 1;
      doors.set(scan.name, door);
    }
    const entries = [...doors.values()].reduce((sum, door) => sum + door.in, 0);
    const exits = [...doors.values()].reduce((sum, door) => sum + door.out, 0);
    return {
      slots: slots.map((slot) => {
        const count = expected.get(slot.id) ?? 0;
        const inside = admitted.get(slot.id) ?? 0;
        return { id: slot.id, eventName: slot.eventName, startsAt: slot.startsAt, endsAt: slot.endsAt, expected: count, in: inside, toCome: Math.max(0, count - inside) };
      }),
      inside: Math.max(0, entries - exits),
      doors: [...doors.values()].sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  /** Tickets and passes admitted twice offline on a museum date: the second admission, with the first it met. */
  async conflicts(date: string | undefined, lang: Lang): Promise<{ date: string; conflicts: DoorConflict[] }> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const day = date ?? museumDate(this.clock(), shop.settings.time_zone);
    const rows = await this.db
      .selectFrom('door_scans')
      .innerJoin('door_devices', 'door_devices.id', 'door_scans.device_id')
      .select(['door_scans.code', 'door_scans.scanned_at', 'door_scans.verdict', 'door_devices.name'])
      .where('door_scans.shop_id', '=', shop.id)
      .where('door_scans.museum_day', '=', day)
      .where('door_scans.outcome', '=', 'conflict')
      .orderBy('door_scans.scanned_at')
      .orderBy('door_scans.id')
      .execute();
    const conflicts = rows.map((row) => {
      const verdict = JSON.parse(row.verdict) as DoorVerdict;
      return {
        code: row.code,
        what: verdict.what ?? '',
        eventName: verdict.eventName,
        first: { at: verdict.firstUse?.at ?? row.scanned_at, door: verdict.firstUse?.door ?? '' },
        second: { at: row.scanned_at, door: row.name },
      };
    });
    return { date: day, conflicts };
  }

  async traffic(from: string, to: string, lang: Lang): Promise<{ timeZone: string; rows: DoorTrafficRow[] }> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const zone = shop.settings.time_zone;
    return { timeZone: zone, rows: await doorTraffic(this.db, shop.id, museumDayBounds(from, zone)[0], museumDayBounds(to, zone)[1], zone) };
  }

  #ctx(shop: ShopContext): LangContext {
    return { lang: shop.fallback, fallback: shop.fallback };
  }
}
