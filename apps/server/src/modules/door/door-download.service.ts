import { DOOR_TICKET_STATES, type DoorDownload } from '@foyer/contract';
import { museumDate } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import type { LangContext } from '../../kernel/localize.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import type { DoorCaller } from './door-devices.service.js';
import { dayPasses, daySlots, dayTickets } from './door-day.repository.js';

/**
 * A partial download resends what changed a little before its cursor too: a sale or refund committed
 * just after the cursor was taken carries a time just before it. Changes are idempotent on the phone.
 */
const OVERLAP_MS = 2 * 60_000;
/** After this long a phone gets the whole day again, which also drops what moved to another day. */
const FULL_AFTER_MS = 5 * 60_000;

const cursorOf = (now: Date): string => now.getTime().toString(36);
const instantOf = (cursor: string | undefined): number | null => {
  if (cursor === undefined || !/^[0-9a-z]{1,12}$/.test(cursor)) return null;
  const ms = Number.parseInt(cursor, 36);
  return Number.isSafeInteger(ms) ? ms : null;
};

/** Indexes into a shared list of texts: a ticket name is written once, not once per ticket. */
class Names {
  readonly list: string[] = [];
  readonly #index = new Map<string, number>();

  of(name: string): number {
    let index = this.#index.get(name);
    if (index === undefined) {
      index = this.list.length;
      this.list.push(name);
      this.#index.set(name, index);
    }
    return index;
  }
}

/**
 * The day's download for a door device (docs/office.md "The door"): what a phone needs to decide the
 * museum day's scans alone, and no more personal data than the door shows (ticket names, a pass
 * card's owner; no e-mail, address or price). With a recent cursor only what changed since.
 */
export class DoorDownloadService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async download(caller: DoorCaller, since: string | undefined): Promise<DoorDownload> {
    const now = this.clock();
    const shop = await this.shops.resolveOrFirst(caller.shopId, 'en');
    const zone = shop.settings.time_zone;
    const ctx: LangContext = { lang: shop.fallback, fallback: shop.fallback };
    const day = museumDate(now, zone);
    const from = instantOf(since);
    const partial = from !== null && from <= now.getTime() && now.getTime() - from < FULL_AFTER_MS && museumDate(new Date(from), zone) === day;
    const changes = partial ? { since: new Date(from - OVERLAP_MS).toISOString() } : undefined;
    const slots = await daySlots(this.db, caller.shopId, day, zone, ctx);
    const tickets = await dayTickets(this.db, caller.shopId, day, zone, slots, changes);
    const passes = await dayPasses(this.db, caller.shopId, day, changes);
    const events = [...new Map(slots.map((slot) => [slot.eventId, slot.eventName])).entries()];
    const eventIndex = new Map(events.map(([id], index) => [id, index]));
    const slotIndex = new Map(slots.map((slot, index) => [slot.id, index]));
    const names = new Names();
    const ticketRows: DoorDownload['tickets'] = tickets.map((ticket) => [ticket.code, slotIndex.get(ticket.slotId) ?? 0, names.of(ticket.name), DOOR_TICKET_STATES[ticket.state], ticket.usedAt]);
    const passRows: DoorDownload['passes'] = passes.filter((pass) => !pass.void).map((pass) => [pass.code, names.of(pass.name), pass.owner, pass.validFrom, pass.validTo, pass.entriesToday, pass.entriesPerDay]);
    return {
      cursor: cursorOf(now),
      day,
      full: !partial,
      events: events.map(([id, name]) => ({ id: String(id), name })),
      slots: slots.map((slot) => ({ id: slot.id, event: eventIndex.get(slot.eventId) ?? 0, startsAt: slot.startsAt, endsAt: slot.endsAt, opensAt: slot.opensAt, closesAt: slot.closesAt })),
      names: names.list,
      tickets: ticketRows,
      passes: passRows,
      gone: passes.filter((pass) => pass.void).map((pass) => pass.code),
    };
  }
}
