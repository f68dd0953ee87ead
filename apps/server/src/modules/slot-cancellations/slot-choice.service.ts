import { isLang, type Lang, type SlotChoice, type SlotChoiceTime } from '@foyer/contract';
import { museumDayBounds } from '@foyer/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { availabilityChanged } from '../../kernel/availability-version.js';
import { storedText } from '../../kernel/localize.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import type { LineKinds } from '../commerce/public.js';
import { findOrder, placeClaimsOf, slotWithEvent, type OrderRow, type SlotWithEvent, type VisitMovesService } from '../orders/public.js';
import type { RefundService } from '../refunds/public.js';
import { appendAudit } from '../staff/public.js';
import { keepOffSale, releaseSoldPlaces } from './cancelled-slot-places.js';
import { choiceTokenHash } from './choice-token.js';
import { orderSlotShare } from './order-slot-share.js';
import { findToldOrderByToken, makeChoice, markRefundSettled, newestRefundOf, openTimesOfEvent, unsettledRefunds, waitingPastDeadline, type ToldOrder } from './slot-cancellations.repository.js';

/** Where a crash test stops a chosen refund: after the choice is recorded and the places released, before the refund. */
export type ChoiceFaultPoint = 'after-refund-chosen';

/** A chosen refund not given this long after it was chosen was interrupted: the round gives it. */
const INTERRUPTED_AFTER_MS = 60_000;

/**
 * A buyer's choice behind the link of a cancelled time's mail (docs/operations.md "Cancelled
 * times"): another time of the same event with room, or a refund. Each is made once, by a
 * conditional update of the buyer's row in the transaction that acts on it: a rebooking moves the
 * places by the office's own conditional updates (the new time must have room, else nothing moves
 * and the buyer may choose again); a refund releases the places there, then goes through the
 * refunds service like a refund at the desk. A buyer who has not chosen by the deadline is refunded
 * by the background round, which also gives any chosen refund a crash interrupted.
 */
export class SlotChoiceService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
    private readonly moves: VisitMovesService,
    private readonly refunds: RefundService,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly faults: (point: ChoiceFaultPoint) => void = () => undefined,
  ) {}

  /** The same service stopping at `faults` (crash tests). */
  withFaults(faults: (point: ChoiceFaultPoint) => void): SlotChoiceService {
    return new SlotChoiceService(this.db, this.shops, this.kinds, this.moves, this.refunds, this.log, faults);
  }

  async show(token: string, lang: Lang, now: Date = new Date()): Promise<SlotChoice> {
    const { told, order, slot, shop } = await this.#open(token, lang);
    return this.#choiceOf(told, order, slot, shop, now);
  }

  /** The event's other times from day `from` to day `to` (museum days) with room for the order's places. */
  async times(token: string, from: string, to: string, lang: Lang, now: Date = new Date()): Promise<SlotChoiceTime[]> {
    const { told, slot, shop } = await this.#open(token, lang);
    const zone = shop.settings.time_zone;
    const rows = await openTimesOfEvent(this.db, slot.event_id, slot.id, museumDayBounds(from, zone)[0], museumDayBounds(to, zone)[1], now.toISOString());
    return rows
      .map((row) => ({ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, free: Math.max(0, row.capacity - row.sold - row.held) }))
      .filter((time) => time.free >= told.places);
  }

  async rebook(token: string, toId: number, lang: Lang, now: Date = new Date()): Promise<SlotChoice> {
    const { told, order, slot, shop } = await this.#open(token, lang);
    this.#mayChoose(told, now);
    const to = await slotWithEvent(this.db, order.shop_id, toId);
    const cancelled = to === undefined ? undefined : await this.db.selectFrom('slot_cancellations').select('id').where('timeslot_id', '=', to.id).executeTakeFirst();
    if (to === undefined || cancelled !== undefined || to.id === slot.id || to.event_id !== slot.event_id || to.starts_at <= now.toISOString()) throw new DomainError('SLOT_CHOICE_NOT_A_TIME');
    await this.db.transaction().execute(async (trx) => {
      if (!(await makeChoice(trx, told.id, 'rebooked', 'buyer', now.toISOString(), { toTimeslotId: to.id, settled: true }))) throw new DomainError('SLOT_CHOICE_MADE');
      try {
        await this.moves.moveWithin(trx, shop, slot, to, await placeClaimsOf(trx, slot.id, order.id), now);
      } catch (error) {
        throw error instanceof DomainError && error.code === 'OFFICE_SLOT_TOO_SMALL' ? new DomainError('SLOT_CHOICE_FULL') : error;
      }
      await keepOffSale(trx, slot.id);
      await appendAudit(trx, { staffId: null, action: 'order.slot-rebooked', target: `order:${order.id}`, before: { slot: slot.id, startsAt: slot.starts_at }, after: { slot: to.id, startsAt: to.starts_at } }, now);
    });
    availabilityChanged();
    return this.show(token, lang, now);
  }

  async refund(token: string, lang: Lang, now: Date = new Date()): Promise<SlotChoice> {
    const { told, order, slot, shop } = await this.#open(token, lang);
    this.#mayChoose(told, now);
    await this.#chooseRefund(told, order, slot, shop, 'buyer', now);
    this.faults('after-refund-chosen');
    await this.#giveRefund(told.id, order, slot.id, now);
    return this.show(token, lang, now);
  }

  /** The background round's part: buyers past the deadline are refunded, and chosen refunds a crash interrupted are given. Answers how many refunds it gave. */
  async finishInterrupted(now: Date = new Date()): Promise<number> {
    let given = 0;
    for (const told of await waitingPastDeadline(this.db, now.toISOString(), 50)) {
      given += await this.#roundStep(told, now, async (order, slot, shop) => {
        await this.#chooseRefund(told, order, slot, shop, 'deadline', now);
        await this.#giveRefund(told.id, order, slot.id, now);
      });
    }
    for (const told of await unsettledRefunds(this.db, new Date(now.getTime() - INTERRUPTED_AFTER_MS).toISOString(), 50)) {
      given += await this.#roundStep(told, now, (order, slot) => this.#giveRefund(told.id, order, slot.id, now));
    }
    return given;
  }

  async #roundStep(told: ToldOrder, now: Date, step: (order: OrderRow, slot: SlotWithEvent, shop: ShopContext) => Promise<void>): Promise<number> {
    try {
      const order = await findOrder(this.db, told.order_id);
      if (order === undefined) return 0;
      const slot = await slotWithEvent(this.db, order.shop_id, told.timeslot_id);
      if (slot === undefined) return 0;
      await step(order, slot, await this.shops.resolveOrFirst(order.shop_id, isLang(order.lang) ? order.lang : 'en'));
      return 1;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'SLOT_CHOICE_MADE') return 0;
      this.log.error({ err: error, orderId: told.order_id, at: now.toISOString() }, 'refunding a buyer of a cancelled time failed; tried again on the next round');
      return 0;
    }
  }

  /** Records the refund as the choice (once) and gives the places back, in one transaction. */
  async #chooseRefund(told: ToldOrder, order: OrderRow, slot: SlotWithEvent, shop: ShopContext, by: 'buyer' | 'deadline', now: Date): Promise<void> {
    const share = await orderSlotShare(this.db, this.kinds, order, slot.id, shop);
    await this.db.transaction().execute(async (trx) => {
      if (!(await makeChoice(trx, told.id, 'refund', by, now.toISOString(), { amountCents: share.amountCents, settled: false }))) throw new DomainError('SLOT_CHOICE_MADE');
      await releaseSoldPlaces(trx, order.id, slot.id);
      await appendAudit(trx, { staffId: null, action: 'order.slot-refund-chosen', target: `order:${order.id}`, before: { slot: slot.id, startsAt: slot.starts_at }, after: { by, amountCents: share.amountCents } }, now);
    });
    availabilityChanged();
  }

  /**
   * Gives the time's lines back through the refunds service (each tender the way it paid; the places
   * were released with the choice). Lines with nothing left to give back (the refund was reserved
   * before a crash, or the places cost nothing) only note the newest refund.
   */
  async #giveRefund(rowId: number, order: OrderRow, slotId: number, now: Date): Promise<void> {
    const lang: Lang = isLang(order.lang) ? order.lang : 'en';
    const shop = await this.shops.resolveOrFirst(order.shop_id, lang);
    const share = await orderSlotShare(this.db, this.kinds, order, slotId, shop);
    if (share.lines.length === 0 || share.amountCents === 0) {
      await markRefundSettled(this.db, rowId, await newestRefundOf(this.db, order.id), now.toISOString());
      return;
    }
    const scope = share.capped ? { kind: 'amount' as const, amountCents: share.amountCents } : { kind: 'lines' as const, lines: share.lines.map((line) => ({ lineNo: line.lineNo, units: line.units })) };
    const refund = await this.refunds.refund(order.id, { scope, releaseClaims: false }, null, lang, now);
    await markRefundSettled(this.db, rowId, refund.id, now.toISOString());
  }

  #mayChoose(told: ToldOrder, now: Date): void {
    if (told.choice !== 'waiting') throw new DomainError('SLOT_CHOICE_MADE');
    if (told.deadline <= now.toISOString()) throw new DomainError('SLOT_CHOICE_CLOSED');
  }

  async #open(token: string, lang: Lang): Promise<{ told: ToldOrder; order: OrderRow; slot: SlotWithEvent; shop: ShopContext }> {
    const told = await findToldOrderByToken(this.db, choiceTokenHash(token));
    if (told === undefined || told.mode !== 'choice') throw new DomainError('SLOT_CHOICE_NOT_FOUND');
    const order = await findOrder(this.db, told.order_id);
    const slot = order === undefined ? undefined : await slotWithEvent(this.db, order.shop_id, told.timeslot_id);
    if (order === undefined || slot === undefined) throw new DomainError('SLOT_CHOICE_NOT_FOUND');
    return { told, order, slot, shop: await this.shops.resolveOrFirst(order.shop_id, lang) };
  }

  async #choiceOf(told: ToldOrder, order: OrderRow, slot: SlotWithEvent, shop: ShopContext, now: Date): Promise<SlotChoice> {
    const amountCents = told.choice === 'waiting' ? (await orderSlotShare(this.db, this.kinds, order, slot.id, shop)).amountCents : (told.amount_cents ?? 0);
    const rebookedTo = told.to_timeslot_id === null ? null : ((await this.db.selectFrom('timeslots').select('starts_at').where('id', '=', told.to_timeslot_id).executeTakeFirst())?.starts_at ?? null);
    return {
      orderId: order.id,
      eventId: slot.event_id,
      eventKind: slot.kind === 'tour' ? 'tour' : 'event',
      eventName: storedText(slot.name, shop),
      startsAt: slot.starts_at,
      places: told.places,
      amountCents,
      currency: order.currency,
      timeZone: shop.settings.time_zone,
      deadline: told.deadline,
      choice: told.choice,
      open: told.choice === 'waiting' && told.deadline > now.toISOString(),
      chosenAt: told.chosen_at,
      rebookedTo,
    };
  }
}
