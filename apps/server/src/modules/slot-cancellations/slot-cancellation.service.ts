import { isLang, type Lang, type OfficeSlotCancelBody, type OfficeSlotCancelPreview, type OfficeSlotCancellationResponse, type SessionStaff } from '@foyer/contract';
import { dateAtUtcPlusOne, monthsFrom } from '@foyer/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { availabilityChanged } from '../../kernel/availability-version.js';
import { bumpCatalogGeneration } from '../../kernel/catalog-generation.js';
import { storedText } from '../../kernel/localize.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import type { LineKinds } from '../commerce/public.js';
import { slotWithEvent, type SlotWithEvent } from '../orders/public.js';
import { secondFactorThreshold } from '../refunds/public.js';
import { appendAudit, confirmSecondFactor, requireInScope } from '../staff/public.js';
import { keepOffSale, releaseHolds } from './cancelled-slot-places.js';
import { orderSlotShare } from './order-slot-share.js';
import { cancellationsToFinish, findCancellation, findCancellationOfSlot, heldClaimsOf, ordersToTell, toldOrdersOf, type OrderToTell, type StoredCancellation } from './slot-cancellations.repository.js';
import { tellBuyer } from './tell-buyer.js';

const DAY_MS = 86_400_000;

/** Where a crash test stops a cancellation: after the time is closed and recorded, before any buyer is told. */
export type CancellationFaultPoint = 'after-cancellation-recorded';

/**
 * Cancelling a time of an event or tour (docs/office.md "Cancelling a time"). The preview changes
 * nothing. Confirming records the cancellation, releases the places held by checkouts and
 * reservations and takes the time off sale, in one transaction; then each buyer is told in a
 * transaction of their own (a row, a code if so chosen, the mail). A crash between the two, or a
 * payment that books places there afterwards, is finished by the background round, which tells
 * every booked order with places at a cancelled time exactly once.
 */
export class SlotCancellationService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
    private readonly publicUrl: string,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly faults: (point: CancellationFaultPoint) => void = () => undefined,
  ) {}

  /** The same service stopping at `faults` (crash tests). */
  withFaults(faults: (point: CancellationFaultPoint) => void): SlotCancellationService {
    return new SlotCancellationService(this.db, this.shops, this.kinds, this.publicUrl, this.log, faults);
  }

  async preview(slotId: number, body: OfficeSlotCancelBody, staff: SessionStaff, lang: Lang, now: Date = new Date()): Promise<OfficeSlotCancelPreview> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const slot = await this.#slotInScope(shop.id, slotId, staff);
    if ((await findCancellationOfSlot(this.db, slot.id)) !== undefined) throw new DomainError('OFFICE_SLOT_ALREADY_CANCELLED');
    const { orders, tenders, totalCents } = await this.#paid(shop, slot);
    const mails = new Map<string, number>();
    for (const order of orders) if (order.email !== '') mails.set(order.lang, (mails.get(order.lang) ?? 0) + 1);
    const held = await heldClaimsOf(this.db, slot.id);
    const plan = this.#plan(slot, body, now);
    return {
      orders: orders.length,
      places: orders.reduce((sum, order) => sum + Number(order.places), 0),
      heldPlaces: held.reduce((sum, claim) => sum + claim.quantity, 0),
      currency: shop.settings.currency,
      tenders,
      totalCents,
      mails: [...mails].map(([mailLang, count]) => ({ lang: mailLang, count })).sort((a, b) => a.lang.localeCompare(b.lang)),
      deadline: body.mode === 'choice' ? plan.deadline : null,
      validTo: body.mode === 'voucher' ? monthsFrom(dateAtUtcPlusOne(now), body.validityMonths).validTo : null,
      secondFactorRequired: totalCents > (await secondFactorThreshold(this.db, shop.id)),
    };
  }

  /** The booked orders with places at the time, and what was paid for those places, per tender and in all. */
  async #paid(shop: ShopContext, slot: SlotWithEvent): Promise<{ orders: OrderToTell[]; tenders: OfficeSlotCancelPreview['tenders']; totalCents: number }> {
    const orders = await ordersToTell(this.db, 0, slot.id);
    const tenders = new Map<string, OfficeSlotCancelPreview['tenders'][number]>();
    for (const order of orders) {
      const share = await orderSlotShare(this.db, this.kinds, order, slot.id, shop);
      share.tenders.forEach((tender, index) => {
        const cents = share.sharesCents[index] ?? 0;
        if (cents === 0) return;
        const key = tender.kind === 'provider' ? `provider:${tender.name ?? ''}` : 'voucherCode';
        const sum = tenders.get(key) ?? { kind: tender.kind, name: tender.kind === 'provider' ? tender.name : null, amountCents: 0 };
        tenders.set(key, { ...sum, amountCents: sum.amountCents + cents });
      });
    }
    return { orders, tenders: [...tenders.values()], totalCents: [...tenders.values()].reduce((sum, tender) => sum + tender.amountCents, 0) };
  }

  async cancel(slotId: number, body: OfficeSlotCancelBody, staff: SessionStaff, lang: Lang, now: Date = new Date()): Promise<{ cancellation: OfficeSlotCancellationResponse['data']['cancellation']; told: number }> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const slot = await this.#slotInScope(shop.id, slotId, staff);
    const plan = this.#plan(slot, body, now);
    // Read before the transaction: SQLite's one connection is the transaction's until it ends.
    const needsSecondFactor = (await this.#paid(shop, slot)).totalCents > (await secondFactorThreshold(this.db, shop.id));
    const id = await this.db.transaction().execute(async (trx) => {
      if (needsSecondFactor) await confirmSecondFactor(trx, staff.id, body.totpCode, now);
      const inserted = await trx
        .insertInto('slot_cancellations')
        .values({ shop_id: shop.id, timeslot_id: slot.id, mode: body.mode, validity_months: plan.validityMonths, deadline: plan.deadline, staff_id: staff.id, created_at: now.toISOString() })
        .onConflict((oc) => oc.column('timeslot_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) throw new DomainError('OFFICE_SLOT_ALREADY_CANCELLED');
      const released = await releaseHolds(trx, slot.id);
      await keepOffSale(trx, slot.id);
      await appendAudit(trx, { staffId: staff.id, action: 'slot.cancel', target: `timeslot:${slot.id}`, before: { startsAt: slot.starts_at, capacity: slot.capacity }, after: { mode: body.mode, ...plan, heldPlacesReleased: released } }, now);
      return inserted.id;
    });
    availabilityChanged();
    bumpCatalogGeneration(this.db);
    this.faults('after-cancellation-recorded');
    const told = await this.#tellAll(await findCancellation(this.db, id), now);
    return { cancellation: { slotId: slot.id, mode: body.mode, validityMonths: plan.validityMonths, deadline: plan.deadline, createdAt: now.toISOString(), staffName: staff.name }, told };
  }

  /** The cancellation of a time and what each buyer chose. */
  async list(slotId: number, staff: SessionStaff, lang: Lang): Promise<OfficeSlotCancellationResponse['data']> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const slot = await this.#slotInScope(shop.id, slotId, staff);
    const cancellation = await findCancellationOfSlot(this.db, slot.id);
    if (cancellation === undefined) throw new DomainError('OFFICE_SLOT_NOT_CANCELLED');
    const staffName = cancellation.staff_id === null ? null : ((await this.db.selectFrom('staff').select('name').where('id', '=', cancellation.staff_id).executeTakeFirst())?.name ?? null);
    const buyers = await toldOrdersOf(this.db, cancellation.id);
    return {
      cancellation: { slotId: slot.id, mode: cancellation.mode, validityMonths: cancellation.validity_months, deadline: cancellation.deadline, createdAt: cancellation.created_at, staffName },
      currency: shop.settings.currency,
      buyers: buyers.map((buyer) => ({
        orderId: buyer.order_id,
        name: `${buyer.fname} ${buyer.lname}`.trim(),
        email: buyer.email,
        lang: buyer.lang,
        places: buyer.places,
        choice: buyer.choice,
        chosenAt: buyer.chosen_at,
        chosenBy: buyer.chosen_by === 'buyer' || buyer.chosen_by === 'deadline' ? buyer.chosen_by : null,
        rebookedTo: buyer.rebooked_to,
        amountCents: buyer.amount_cents,
        voucherCode: buyer.voucher_code,
      })),
    };
  }

  /** The background round's part: buyers not told yet (a crash, a payment that came later) are told, and the times stay off sale. */
  async finishInterrupted(now: Date = new Date()): Promise<number> {
    let told = 0;
    for (const pending of await cancellationsToFinish(this.db)) {
      try {
        await keepOffSale(this.db, pending.timeslot_id);
        told += await this.#tellAll(await findCancellation(this.db, pending.id), now);
      } catch (error) {
        this.log.error({ err: error, cancellationId: pending.id }, 'telling the buyers of a cancelled time failed; tried again on the next round');
      }
    }
    return told;
  }

  async #tellAll(cancellation: StoredCancellation, now: Date): Promise<number> {
    const slot = await slotWithEvent(this.db, cancellation.shop_id, cancellation.timeslot_id);
    if (slot === undefined) return 0;
    let told = 0;
    for (const order of await ordersToTell(this.db, cancellation.id, cancellation.timeslot_id)) {
      const shop = await this.shops.resolveOrFirst(order.shop_id, isLang(order.lang) ? order.lang : 'en');
      const share = await orderSlotShare(this.db, this.kinds, order, slot.id, shop);
      const eventName = storedText(slot.name, shop);
      // One buyer's failure (a refund of the same order racing a voucher code) stops nobody else's: the round tells them later.
      const done = await tellBuyer(this.db, { cancellation, slot, order, share, eventName, shop, publicUrl: this.publicUrl }, now).catch((error: unknown) => {
        this.log.error({ err: error, cancellationId: cancellation.id, orderId: order.id }, 'telling a buyer of a cancelled time failed; tried again on the next round');
        return false;
      });
      if (done) told += 1;
    }
    if (told > 0) availabilityChanged();
    return told;
  }

  /** A choice's deadline: days after the time (or now, for a time already past). Codes are given at once, so their deadline is now. */
  #plan(slot: SlotWithEvent, body: OfficeSlotCancelBody, now: Date): { deadline: string; validityMonths: number | null } {
    const from = Math.max(Date.parse(slot.starts_at), now.getTime());
    return body.mode === 'choice' ? { deadline: new Date(from + body.deadlineDays * DAY_MS).toISOString(), validityMonths: null } : { deadline: now.toISOString(), validityMonths: body.validityMonths };
  }

  async #slotInScope(shopId: number, id: number, staff: SessionStaff): Promise<SlotWithEvent> {
    const slot = await slotWithEvent(this.db, shopId, id);
    if (slot === undefined) throw new DomainError('OFFICE_SLOT_NOT_FOUND');
    requireInScope(staff, slot.kind === 'tour' ? 'tours' : 'events', String(slot.event_id));
    return slot;
  }
}
