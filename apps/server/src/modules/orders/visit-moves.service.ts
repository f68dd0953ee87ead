import { isLang, type Lang, type OfficeSlot, type OfficeSlotResponse, type SessionStaff } from '@foyer/contract';
import { museumDate, museumDayBounds } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { availabilityChanged } from '../../kernel/availability-version.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import { storedText } from '../../kernel/localize.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import type { LineKinds } from '../commerce/public.js';
import { appendAudit, requireInScope } from '../staff/public.js';
import { queueVisitMovedMail } from './visit-moved-mail.js';
import {
  buyersToTell,
  closeSlot,
  givePlaces,
  linesOfOrders,
  moveClaim,
  otherSlotsBetween,
  placeClaimsOf,
  slotWithEvent,
  takePlaces,
  type PlaceClaim,
  type SlotWithEvent,
} from './visit-moves.repository.js';

/** The claims moved and the places they hold. */
interface Moved {
  orders: number;
  places: number;
}

const slotOf = (row: SlotWithEvent, shop: ShopContext): OfficeSlot => ({
  id: row.id,
  eventId: row.event_id,
  eventKind: row.kind === 'tour' ? 'tour' : 'event',
  eventName: storedText(row.name, shop),
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  date: museumDate(row.starts_at, shop.settings.time_zone),
  capacity: row.capacity,
  sold: row.sold,
  held: row.held,
  free: Math.max(0, row.capacity - row.sold - row.held),
});

/**
 * Moving visitors to another time of the same event (docs/office.md "Moving visitors"): one order's
 * places at the desk, or every order of a time that has to close. Places move by conditional updates
 * (the new time must have room for all of them, else nothing moves), claims and lines follow in the
 * same transaction, and each buyer is mailed the new time with their tickets. Prices belong to ticket
 * types and tours, not to times, so a move within the event changes no amount.
 */
export class VisitMovesService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
    private readonly publicUrl: string,
  ) {}

  async slot(id: number, staff: SessionStaff, lang: Lang): Promise<OfficeSlotResponse['data']> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const slot = await this.#slotInScope(shop, id, staff);
    const claims = await placeClaimsOf(this.db, slot.id);
    return { slot: slotOf(slot, shop), buyers: { orders: new Set(claims.map((claim) => claim.order_id)).size, places: claims.reduce((sum, claim) => sum + claim.quantity, 0) } };
  }

  async alternatives(id: number, date: string, staff: SessionStaff, lang: Lang): Promise<OfficeSlot[]> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const slot = await this.#slotInScope(shop, id, staff);
    const [from, to] = museumDayBounds(date, shop.settings.time_zone);
    return (await otherSlotsBetween(this.db, slot, from, to, new Date().toISOString())).map((row) => slotOf(row, shop));
  }

  /** Every order's places of a slot to another time; `close` takes the emptied slot off sale. */
  async moveSlot(id: number, toId: number, close: boolean, staff: SessionStaff, lang: Lang): Promise<Moved & { closed: boolean }> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const from = await this.#slotInScope(shop, id, staff);
    const now = new Date();
    const moved = await this.db.transaction().execute(async (trx) => {
      const to = await this.#target(trx, shop, from, toId, now);
      const result = await this.moveWithin(trx, shop, from, to, await placeClaimsOf(trx, from.id), now);
      if (close) await closeSlot(trx, from.id);
      await appendAudit(trx, { staffId: staff.id, action: 'slot.move', target: `timeslot:${from.id}`, before: { startsAt: from.starts_at }, after: { to: to.id, startsAt: to.starts_at, ...result, closed: close } }, now);
      for (const orderId of result.orderIds) {
        await appendAudit(trx, { staffId: staff.id, action: 'order.move', target: `order:${orderId}`, before: { slot: from.id, startsAt: from.starts_at }, after: { slot: to.id, startsAt: to.starts_at } }, now);
      }
      return result;
    });
    this.#changed(close);
    return { orders: moved.orderIds.length, places: moved.places, closed: close };
  }

  /** One order's places of a slot to another time of the same event. */
  async moveOrder(orderId: number, fromId: number, toId: number, staff: SessionStaff, lang: Lang): Promise<{ places: number }> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const order = await this.db.selectFrom('orders').select(['id', 'shop_id']).where('id', '=', orderId).executeTakeFirst();
    if (order === undefined || order.shop_id !== shop.id) throw new DomainError('OFFICE_ORDER_NOT_FOUND');
    const from = await this.#slotInScope(shop, fromId, staff);
    const now = new Date();
    const moved = await this.db.transaction().execute(async (trx) => {
      const to = await this.#target(trx, shop, from, toId, now);
      const claims = await placeClaimsOf(trx, from.id, order.id);
      if (claims.length === 0) throw new DomainError('OFFICE_ORDER_NOT_IN_SLOT');
      const result = await this.moveWithin(trx, shop, from, to, claims, now);
      await appendAudit(trx, { staffId: staff.id, action: 'order.move', target: `order:${order.id}`, before: { slot: from.id, startsAt: from.starts_at }, after: { slot: to.id, startsAt: to.starts_at, places: result.places } }, now);
      return result;
    });
    this.#changed(false);
    return { places: moved.places };
  }

  async #slotInScope(shop: ShopContext, id: number, staff: SessionStaff): Promise<SlotWithEvent> {
    const slot = await slotWithEvent(this.db, shop.id, id);
    if (slot === undefined) throw new DomainError('OFFICE_SLOT_NOT_FOUND');
    requireInScope(staff, slot.kind === 'tour' ? 'tours' : 'events', String(slot.event_id));
    return slot;
  }

  /** The time to move to: another one of the same event, still to come. */
  async #target(trx: Db, shop: ShopContext, from: SlotWithEvent, toId: number, now: Date): Promise<SlotWithEvent> {
    const to = await slotWithEvent(trx, shop.id, toId);
    if (to === undefined) throw new DomainError('OFFICE_SLOT_NOT_FOUND');
    if (to.id === from.id || to.event_id !== from.event_id || to.starts_at <= now.toISOString()) throw new DomainError('OFFICE_SLOT_NOT_A_CHOICE');
    return to;
  }

  /**
   * Moves the claims first (each conditional on being where it was read), then the places they
   * hold: a claim released meanwhile moves no place. Then the lines of each order whose visit was at
   * the old time, and a mail to each buyer who paid or reserved. Runs inside the caller's
   * transaction (a buyer rebooking a cancelled time moves by the same updates); OFFICE_SLOT_TOO_SMALL
   * when `to` has not room for them all.
   */
  async moveWithin(trx: Db, shop: ShopContext, from: SlotWithEvent, to: SlotWithEvent, claims: readonly PlaceClaim[], now: Date): Promise<{ orderIds: number[]; places: number }> {
    const moved: PlaceClaim[] = [];
    for (const claim of claims) if (await moveClaim(trx, claim, from.id, to.id)) moved.push(claim);
    const sold = moved.filter((claim) => claim.status === 'sold').reduce((sum, claim) => sum + claim.quantity, 0);
    const held = moved.filter((claim) => claim.status === 'held').reduce((sum, claim) => sum + claim.quantity, 0);
    if (sold + held > 0) {
      if (!(await takePlaces(trx, to.id, sold, held))) throw new DomainError('OFFICE_SLOT_TOO_SMALL');
      if (!(await givePlaces(trx, from.id, sold, held))) throw new Error(`timeslot ${from.id} holds fewer places than its claims`);
    }
    const orderIds = [...new Set(moved.map((claim) => claim.order_id))];
    for (const line of await linesOfOrders(trx, orderIds)) {
      if (this.kinds.timeslot(line) !== from.id) continue;
      const details = this.kinds.movedDetails(line, to.id);
      if (details !== null) await trx.updateTable('order_lines').set({ details, datetime: to.starts_at }).where('id', '=', line.id).execute();
    }
    await trx.updateTable('slot_changes').set({ resolved_at: now.toISOString() }).where('order_id', 'in', orderIds.length === 0 ? [0] : orderIds).where('timeslot_id', '=', from.id).where('resolved_at', 'is', null).execute();
    for (const buyer of await buyersToTell(trx, orderIds)) {
      const lang: Lang = isLang(buyer.lang) ? buyer.lang : shop.fallback;
      await queueVisitMovedMail(
        trx,
        {
          orderId: buyer.order_id,
          lang,
          email: buyer.email,
          addressee: { salutation: buyer.salutation, firstName: buyer.fname, lastName: buyer.lname },
          eventName: storedText(from.name, { lang, fallback: shop.fallback }),
          from: from.starts_at,
          to: to.starts_at,
        },
        shop.settings,
        this.publicUrl,
        now,
      );
    }
    return { orderIds, places: sold + held };
  }

  /** Visitors see the new counts at once on this instance (others within their caches' second); a closed slot changes the lists too. */
  #changed(closed: boolean): void {
    availabilityChanged();
    if (closed) bumpCatalogGeneration(this.db);
  }
}
