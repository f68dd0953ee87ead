import type { Lang, OfficeRefund, OfficeRefundPreview, OfficeRefundScope, OfficeRefundShare, SessionStaff } from '@foyer/contract';
import { lineRefundCents, releasedUnits, splitRefund } from '@foyer/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { ShopContext, ShopResolver } from '../../kernel/shop-context.js';
import { ProviderRefusedRefund, type PaymentProvider } from '../../payments/payment-provider.js';
import { putBackOnSale, releaseClaims, reserveReturn, undoReturn } from '../claims/public.js';
import type { LineKinds } from '../commerce/public.js';
import { findOrder, findOrderLines, moveOrder, type OrderLineRow, type OrderRow } from '../orders/public.js';
import { appendAudit, confirmSecondFactor } from '../staff/public.js';
import { orderLanguage, queueRefundMail } from './refund-mail.js';
import { everythingGivenBack, findOrderTenders, paymentNames, type OrderTender } from './refund-tenders.js';
import {
  countDocuments,
  countSoldCodes,
  endRefund,
  findInterruptedRefunds,
  findRefund,
  insertRefund,
  markDocumentsRefunded,
  markWhollyRefundedPayments,
  noteRefundError,
  reserveLineUnits,
  reservePaymentCents,
  secondFactorThreshold,
  undoLineUnits,
  undoPaymentCents,
  voidSoldCodes,
  type RefundedLine,
  type RefundShare,
  type StoredRefund,
} from './refunds.repository.js';

/** Where a crash test stops a refund: after its amounts are reserved, or after the providers gave their shares back. */
export type RefundFaultPoint = 'after-refund-reserved' | 'after-refund-providers';

/**
 * The providers of money taken at the desk (docs/office.md "The desk"): the member hands it back there,
 * from the till or through the desk's own card terminal, so no provider is asked.
 */
const GIVEN_BACK_AT_DESK: ReadonlySet<string> = new Set(['desk-cash', 'desk-terminal']);

/** A refund still reserved this long after it began was interrupted (a crash, an unreachable provider): the retry finishes it. */
const INTERRUPTED_AFTER_MS = 60_000;

/** What a refund will give back, computed by the server from the order alone. */
interface RefundPlan {
  order: OrderRow;
  lines: RefundedLine[];
  tenders: OrderTender[];
  sharesCents: number[];
  amountCents: number;
}

export interface RefundRequest {
  scope: OfficeRefundScope;
  releaseClaims: boolean;
  note?: string | undefined;
  totpCode?: string | undefined;
}

/** The orders the desk may give money back on: booked ones, and paid ones flagged because their places were gone. */
const REFUNDABLE_STATUSES = new Set(['booked', 'refund_required']);

const partsSchema = z.array(z.object({ count: z.number().int() }));
/** The units a line's priced parts count: a ticket's places (its subtickets included), goods' units. */
const partsUnits = (line: OrderLineRow): number => partsSchema.parse(JSON.parse(line.parts)).reduce((sum, part) => sum + part.count, 0);

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Staff refunds and cancellations (docs/operations.md "Refunds"). Each tender gives back the way it
 * paid: a provider's payment through the provider's refund API, a voucher code by its balance going
 * up again. The amounts are reserved first, in one transaction, by conditional updates on each
 * tender's refunded-so-far column (so two staff refunding the same order at once cannot give back
 * more than was paid); the providers are asked after that transaction, each share under a key of its
 * own; a last transaction puts codes, places and stock back and ends the refund. A refund interrupted
 * between the two (a crash, a provider that did not answer) stays `reserved` and is finished by
 * `finishInterrupted`, which asks the providers again under the same keys: it is finished, never
 * undone, unless a provider refuses it for good.
 */
export class RefundService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
    private readonly kinds: LineKinds,
    private readonly provider: PaymentProvider,
    private readonly publicUrl: string,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    private readonly faults: (point: RefundFaultPoint) => void = () => undefined,
  ) {}

  /** The same service stopping at `faults` (crash tests). */
  withFaults(faults: (point: RefundFaultPoint) => void): RefundService {
    return new RefundService(this.db, this.shops, this.kinds, this.provider, this.publicUrl, this.log, faults);
  }

  async preview(orderId: number, scope: OfficeRefundScope, lang: Lang): Promise<OfficeRefundPreview> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const plan = await this.plan(await this.orderOf(orderId, shop), scope, shop);
    return {
      amountCents: plan.amountCents,
      shares: this.sharesOf(plan),
      refundableCents: plan.tenders.reduce((sum, tender) => sum + tender.paidCents - tender.refundedCents, 0),
      secondFactorRequired: plan.amountCents > (await secondFactorThreshold(this.db, shop.id)),
    };
  }

  /** Gives money back; answers the refund, `reserved` when a provider did not answer yet (finished later on its own). */
  async refund(orderId: number, request: RefundRequest, staff: SessionStaff | null, lang: Lang, now: Date = new Date()): Promise<OfficeRefund> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const plan = await this.plan(await this.orderOf(orderId, shop), request.scope, shop);
    const id = await this.reserve(plan, request, staff, shop, false, now);
    return this.finish(id, lang, now);
  }

  /**
   * Cancels an order: a reservation still waiting for payment ends and its hold goes back (answers no
   * refund); a paid order gives everything back and its places and stock go back on sale.
   */
  async cancel(orderId: number, request: { note?: string | undefined; totpCode?: string | undefined }, staff: SessionStaff, lang: Lang, now: Date = new Date()): Promise<OfficeRefund | null> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const order = await this.orderOf(orderId, shop);
    if (order.status === 'pending' && order.reserved === 1) {
      await this.cancelReservation(order, staff, request.note ?? null, now);
      return null;
    }
    if (!REFUNDABLE_STATUSES.has(order.status)) throw new DomainError('OFFICE_CANCEL_NOT_POSSIBLE');
    const plan = await this.plan(order, { kind: 'order' }, shop, true);
    const id = await this.reserve(plan, { scope: { kind: 'order' }, releaseClaims: true, note: request.note, totpCode: request.totpCode }, staff, shop, true, now);
    return this.finish(id, lang, now);
  }

  /**
   * Gives back what the system flagged: an order paid after its places were gone (everything it
   * paid), or the payments that came after another payment had paid their order (only those).
   */
  async refundFlagged(orderId: number, request: { note?: string | undefined; totpCode?: string | undefined }, staff: SessionStaff | null, lang: Lang, now: Date = new Date()): Promise<OfficeRefund> {
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const order = await this.orderOf(orderId, shop);
    const whole = { scope: { kind: 'order' as const }, releaseClaims: true, note: request.note, totpCode: request.totpCode };
    if (order.status === 'refund_required') return this.finish(await this.reserve(await this.plan(order, whole.scope, shop), whole, staff, shop, false, now), lang, now);
    const tenders = (await findOrderTenders(this.db, order, shop, true)).filter((tender) => tender.kind === 'provider' && tender.status === 'refund_required');
    const sharesCents = tenders.map((tender) => tender.paidCents - tender.refundedCents);
    const amountCents = sharesCents.reduce((sum, cents) => sum + cents, 0);
    if (amountCents <= 0) throw new DomainError('OFFICE_REFUND_NOT_POSSIBLE');
    return this.finish(await this.reserve({ order, lines: [], tenders, sharesCents, amountCents }, { ...whole, releaseClaims: false }, staff, shop, false, now), lang, now);
  }

  /**
   * The retry path: finishes refunds left reserved by a crash or an unreachable provider, asking the
   * providers again under the same keys (so nobody is paid twice). Run by the background jobs.
   */
  async finishInterrupted(now: Date = new Date()): Promise<number> {
    let finished = 0;
    for (const id of await findInterruptedRefunds(this.db, new Date(now.getTime() - INTERRUPTED_AFTER_MS), 50)) {
      const refund = await this.complete(id, now).catch((error: unknown) => {
        this.log.error({ err: error, refundId: id }, 'finishing an interrupted refund failed; tried again on the next round');
        return undefined;
      });
      if (refund?.status === 'done') finished += 1;
    }
    return finished;
  }

  /**
   * Finishes the order's reserved refunds now (the refund command's retry): answers their statuses
   * afterwards, oldest first, empty when none was reserved.
   */
  async finishReservedOf(orderId: number, now: Date = new Date()): Promise<StoredRefund['status'][]> {
    const reserved = await this.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).where('status', '=', 'reserved').orderBy('id').execute();
    const statuses: StoredRefund['status'][] = [];
    for (const { id } of reserved) statuses.push((await this.complete(id, now))?.status ?? 'reserved');
    return statuses;
  }

  /** The order's refunds as its page lists them. */
  async listed(refunds: readonly (StoredRefund & { staffName: string | null })[], order: { id: number; shop_id: number }, ctx: ShopContext): Promise<OfficeRefund[]> {
    const names = await paymentNames(this.db, order, ctx);
    return refunds.map((refund) => this.toOffice(refund, refund.staffName, names));
  }

  private async orderOf(orderId: number, shop: ShopContext): Promise<OrderRow> {
    const order = await findOrder(this.db, orderId);
    if (order === undefined || order.shop_id !== shop.id) throw new DomainError('OFFICE_ORDER_NOT_FOUND');
    return order;
  }

  /**
   * `cancelling`: a booked order nothing paid for (free tickets, a total of 0) may still be cancelled,
   * by a refund of nothing that gives its places, stock and documents back.
   */
  private async plan(order: OrderRow, scope: OfficeRefundScope, shop: ShopContext, cancelling = false): Promise<RefundPlan> {
    if (!REFUNDABLE_STATUSES.has(order.status)) throw new DomainError('OFFICE_REFUND_NOT_POSSIBLE');
    const [orderLines, tenders] = await Promise.all([findOrderLines(this.db, order.id), findOrderTenders(this.db, order, shop, scope.kind === 'order')]);
    const lines = this.linesOf(orderLines, scope);
    if (scope.kind === 'order') {
      const sharesCents = tenders.map((tender) => Math.max(0, tender.paidCents - tender.refundedCents));
      const amountCents = sharesCents.reduce((sum, cents) => sum + cents, 0);
      const nothingPaid = order.status === 'booked' && tenders.every((tender) => tender.paidCents === 0) && lines.length > 0;
      if (amountCents === 0 && !(cancelling && nothingPaid)) throw new DomainError('OFFICE_REFUND_NOT_POSSIBLE');
      return { order, lines, tenders, sharesCents, amountCents };
    }
    const amountCents =
      scope.kind === 'amount'
        ? scope.amountCents
        : lines.reduce((sum, line) => {
            const row = orderLines.find((candidate) => candidate.id === line.lineId);
            return row === undefined ? sum : sum + lineRefundCents({ totalCents: row.total_cents, count: row.count, refundedUnits: line.refundedBefore }, line.units);
          }, 0);
    if (amountCents === 0) throw new DomainError('OFFICE_REFUND_NOT_POSSIBLE');
    const split = splitRefund(amountCents, tenders);
    if (split.kind === 'too-much') throw new DomainError('OFFICE_REFUND_TOO_LARGE');
    return { order, lines, tenders, sharesCents: split.sharesCents, amountCents };
  }

  /** The units each line gives back: all that is left for a whole refund, the chosen ones (checked against what is left) otherwise. */
  private linesOf(orderLines: readonly OrderLineRow[], scope: OfficeRefundScope): RefundedLine[] {
    if (scope.kind === 'amount') return [];
    if (scope.kind === 'order') {
      return orderLines.filter((line) => line.count > line.refunded_count).map((line) => ({ lineId: line.id, lineNo: line.line_no, units: line.count - line.refunded_count, refundedBefore: line.refunded_count }));
    }
    return scope.lines.map((chosen) => {
      const line = orderLines.find((candidate) => candidate.line_no === chosen.lineNo);
      if (line === undefined || chosen.units > line.count - line.refunded_count) throw new DomainError('OFFICE_REFUND_LINES_INVALID');
      return { lineId: line.id, lineNo: line.line_no, units: chosen.units, refundedBefore: line.refunded_count };
    });
  }

  /** Holds the plan's units and cents on the lines and tenders, or nothing: OFFICE_REFUND_BUSY when someone else took them first. */
  private async reserve(plan: RefundPlan, request: RefundRequest, staff: SessionStaff | null, shop: ShopContext, cancelsOrder: boolean, now: Date): Promise<number> {
    const threshold = await secondFactorThreshold(this.db, shop.id);
    const shares: RefundShare[] = plan.tenders.flatMap((tender, index): RefundShare[] => {
      const cents = plan.sharesCents[index] ?? 0;
      if (cents === 0) return [];
      return [tender.kind === 'provider' ? { kind: 'provider', paymentId: tender.paymentId, cents } : { kind: 'voucherCode', claimId: tender.claimId, code: tender.code, cents }];
    });
    const id = await this.db.transaction().execute(async (trx) => {
      if (staff !== null && plan.amountCents > threshold) await confirmSecondFactor(trx, staff.id, request.totpCode, now);
      for (const line of plan.lines) {
        if (!(await reserveLineUnits(trx, line.lineId, line.units))) throw new DomainError('OFFICE_REFUND_BUSY');
      }
      for (const share of shares) {
        const reserved = share.kind === 'provider' ? await reservePaymentCents(trx, share.paymentId, share.cents) : await reserveReturn(trx, share.claimId, share.cents);
        if (!reserved) throw new DomainError('OFFICE_REFUND_BUSY');
      }
      const refund = {
        orderId: plan.order.id,
        staffId: staff?.id ?? null,
        lines: plan.lines,
        shares,
        amountCents: plan.amountCents,
        releaseClaims: request.releaseClaims,
        cancelsOrder,
        note: request.note === undefined || request.note === '' ? null : request.note,
        createdAt: now.toISOString(),
      };
      const refundId = await insertRefund(trx, plan.order.shop_id, refund);
      await appendAudit(trx, { staffId: staff?.id ?? null, action: cancelsOrder ? 'order.cancel' : 'order.refund', target: `order:${plan.order.id}`, before: null, after: { refundId, ...refund } }, now);
      return refundId;
    });
    this.faults('after-refund-reserved');
    return id;
  }

  private async finish(id: number, lang: Lang, now: Date): Promise<OfficeRefund> {
    const refund = await this.complete(id, now);
    if (refund?.status === 'failed') throw new DomainError('OFFICE_REFUND_REFUSED');
    const shop = await this.shops.resolveOrFirst(undefined, lang);
    const stored = refund ?? (await findRefund(this.db, id));
    if (stored === undefined) throw new Error(`refund ${id} vanished`);
    const order = await this.orderOf(stored.orderId, shop);
    const staffName = stored.staffId === null ? null : ((await this.db.selectFrom('staff').select('name').where('id', '=', stored.staffId).executeTakeFirst())?.name ?? null);
    return (await this.listed([{ ...stored, staffName }], order, shop))[0] as OfficeRefund;
  }

  /**
   * Asks each provider for its share (again, under the same key, after an interruption), then ends
   * the refund: `done` with codes, places and stock back, or `failed` with its reservation undone when
   * a provider refused for good. A provider that cannot be reached leaves it reserved for the retry.
   */
  private async complete(id: number, now: Date): Promise<StoredRefund | undefined> {
    const refund = await findRefund(this.db, id);
    if (refund?.status !== 'reserved') return refund;
    for (const share of refund.shares) {
      if (share.kind !== 'provider') continue;
      try {
        await this.giveBack(share, refund.id);
      } catch (error) {
        if (error instanceof ProviderRefusedRefund) {
          this.log.error({ err: error, refundId: id, paymentId: share.paymentId }, 'the provider refused a refund: nothing given back, its reservation undone');
          await this.undo(refund, errorText(error), now);
          return findRefund(this.db, id);
        }
        this.log.warn({ err: error, refundId: id, paymentId: share.paymentId }, 'the provider did not give a refund back yet; the retry finishes it');
        await noteRefundError(this.db, id, errorText(error));
        return refund;
      }
    }
    this.faults('after-refund-providers');
    const ordered = await findOrder(this.db, refund.orderId);
    // Read before the transaction: SQLite's one connection is the transaction's until it ends.
    const shop = ordered === undefined ? undefined : await this.shops.resolveOrFirst(ordered.shop_id, orderLanguage(ordered));
    await this.db.transaction().execute(async (trx) => {
      if (!(await endRefund(trx, id, 'done', now))) return;
      await this.putBack(trx, refund, now);
      await markWhollyRefundedPayments(trx, refund.orderId, now);
      if (await everythingGivenBack(trx, refund.orderId)) await moveOrder(trx, refund.orderId, ['booked', 'refund_required'], 'refunded', now);
      // A cancelled order nothing was paid for has nothing to be refunded: it simply ends.
      else if (refund.cancelsOrder && refund.amountCents === 0) await moveOrder(trx, refund.orderId, ['booked'], 'canceled', now);
      const order = await findOrder(trx, refund.orderId);
      if (order !== undefined && shop !== undefined) await queueRefundMail(trx, { order, refund, kinds: this.kinds, shop, publicUrl: this.publicUrl }, now);
    });
    return findRefund(this.db, id);
  }

  private async giveBack(share: Extract<RefundShare, { kind: 'provider' }>, refundId: number): Promise<void> {
    const payment = await this.db.selectFrom('payments').selectAll().where('id', '=', share.paymentId).executeTakeFirstOrThrow();
    if (GIVEN_BACK_AT_DESK.has(payment.provider)) return;
    if (payment.provider !== this.provider.name) throw new ProviderRefusedRefund(`payment ${payment.id} was paid through "${payment.provider}", not the configured "${this.provider.name}"`);
    await this.provider.refund(
      { id: payment.id, providerRef: payment.provider_ref, amountCents: payment.amount_cents, currency: payment.currency },
      { amountCents: share.cents, key: `refund-${refundId}-${payment.id}` },
    );
  }

  /**
   * Codes that paid get their cents back; the refunded units' tickets and pass cards are refused at the
   * door and the gift-voucher codes they sold pay nothing more; places and stock go back on sale when chosen.
   */
  private async putBack(trx: Executor, refund: StoredRefund, now: Date): Promise<void> {
    const claims = await trx.selectFrom('claims').selectAll().where('order_id', '=', refund.orderId).orderBy('resource').orderBy('resource_id').execute();
    for (const share of refund.shares) {
      if (share.kind !== 'voucherCode') continue;
      const claim = claims.find((candidate) => candidate.id === share.claimId);
      if (claim !== undefined) await putBackOnSale(trx, claim, share.cents);
    }
    const lines = await findOrderLines(trx, refund.orderId);
    for (const refunded of refund.lines) {
      const line = lines.find((candidate) => candidate.id === refunded.lineId);
      if (line === undefined) continue;
      for (const table of ['issued_tickets', 'issued_passes'] as const) {
        const documents = await countDocuments(trx, table, line.id);
        await markDocumentsRefunded(trx, table, line.id, releasedUnits({ quantity: documents, returned: 0 }, line.count, refunded.refundedBefore, refunded.units), now);
      }
      // A refunded gift voucher's code can pay nothing more.
      const codes = await countSoldCodes(trx, line.id);
      await voidSoldCodes(trx, line.id, releasedUnits({ quantity: codes, returned: 0 }, line.count, refunded.refundedBefore, refunded.units));
      if (!refund.releaseClaims) continue;
      const held = this.kinds.claimedResource(line);
      const claim = held === null ? undefined : claims.find((candidate) => candidate.resource === held.resource && candidate.resource_id === held.id && candidate.status === 'sold');
      if (held === null || claim === undefined) continue;
      // Lines of one time or product share one claim: a line alone holds all of it, else what its
      // priced parts count (a ticket's places with its subtickets, goods' units).
      const sharing = lines.filter((other) => {
        const resource = this.kinds.claimedResource(other);
        return resource?.resource === held.resource && resource.id === held.id;
      });
      const fresh = await trx.selectFrom('claims').select(['quantity', 'returned']).where('id', '=', claim.id).executeTakeFirstOrThrow();
      const lineHolds = sharing.length === 1 ? fresh.quantity : partsUnits(line);
      const units = Math.min(fresh.quantity - fresh.returned, releasedUnits({ quantity: lineHolds, returned: 0 }, line.count, refunded.refundedBefore, refunded.units));
      if (units > 0 && (await reserveReturn(trx, claim.id, units))) await putBackOnSale(trx, claim, units);
    }
  }

  /** A refund a provider refused for good: everything it reserved is free again, and it is `failed`. */
  private async undo(refund: StoredRefund, reason: string, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await endRefund(trx, refund.id, 'failed', now, reason.slice(0, 500)))) return;
      for (const line of refund.lines) await undoLineUnits(trx, line.lineId, line.units);
      for (const share of refund.shares) {
        if (share.kind === 'provider') await undoPaymentCents(trx, share.paymentId, share.cents);
        else await undoReturn(trx, share.claimId, share.cents);
      }
      await appendAudit(trx, { staffId: null, action: 'order.refund-failed', target: `order:${refund.orderId}`, before: { refundId: refund.id }, after: { reason } }, now);
    });
  }

  /** A reservation waiting for payment ends: a payment started at the provider is closed first, then the hold goes back. */
  private async cancelReservation(order: OrderRow, staff: SessionStaff, note: string | null, now: Date): Promise<void> {
    const open = await this.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).where('status', '=', 'created').execute();
    for (const payment of open) {
      const verdict = await this.provider.close({ id: payment.id, providerRef: payment.provider_ref, amountCents: payment.amount_cents, currency: payment.currency });
      if (verdict === 'confirmed') throw new DomainError('OFFICE_CANCEL_NOT_POSSIBLE');
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('payments').set({ status: 'canceled', updated_at: now.toISOString() }).where('order_id', '=', order.id).where('status', '=', 'created').execute();
      if (!(await moveOrder(trx, order.id, ['pending'], 'canceled', now))) throw new DomainError('OFFICE_CANCEL_NOT_POSSIBLE');
      await releaseClaims(trx, order.id);
      await appendAudit(trx, { staffId: staff.id, action: 'order.cancel', target: `order:${order.id}`, before: { status: order.status }, after: { status: 'canceled', note } }, now);
    });
  }

  private sharesOf(plan: RefundPlan): OfficeRefundShare[] {
    return plan.tenders.flatMap((tender, index): OfficeRefundShare[] => {
      const amountCents = plan.sharesCents[index] ?? 0;
      if (amountCents === 0) return [];
      return [tender.kind === 'provider' ? { kind: 'provider', paymentId: tender.paymentId, name: tender.name, amountCents } : { kind: 'voucherCode', code: tender.code, amountCents }];
    });
  }

  private toOffice(refund: StoredRefund, staffName: string | null, names: ReadonlyMap<string, string | null>): OfficeRefund {
    return {
      id: refund.id,
      createdAt: refund.createdAt,
      completedAt: refund.completedAt,
      staffName,
      status: refund.status,
      amountCents: refund.amountCents,
      lines: refund.lines.map((line) => ({ lineNo: line.lineNo, units: line.units })),
      shares: refund.shares.map((share) =>
        share.kind === 'provider' ? { kind: 'provider' as const, paymentId: share.paymentId, name: names.get(share.paymentId) ?? null, amountCents: share.cents } : { kind: 'voucherCode' as const, code: share.code, amountCents: share.cents },
      ),
      releaseClaims: refund.releaseClaims,
      cancelsOrder: refund.cancelsOrder,
      note: refund.note,
    };
  }
}
