import { dateAtUtcPlusOne, monthsFrom } from '@foyer/domain';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { ShopContext } from '../../kernel/shop-context.js';
import { reserveReturn } from '../claims/public.js';
import type { SlotWithEvent } from '../orders/public.js';
import { markDocumentsRefunded, reserveLineUnits, reservePaymentCents } from '../refunds/public.js';
import { appendAudit } from '../staff/public.js';
import { newVoucherCode } from '../vouchers/public.js';
import { releaseSoldPlaces } from './cancelled-slot-places.js';
import { queueCancelledVisitMail, type CancelledBuyer } from './cancelled-visit-mail.js';
import type { OrderSlotShare } from './order-slot-share.js';
import { newChoiceToken } from './choice-token.js';
import { insertToldOrder, type OrderToTell, type StoredCancellation } from './slot-cancellations.repository.js';

export interface TellBuyer {
  cancellation: StoredCancellation;
  slot: SlotWithEvent;
  order: OrderToTell;
  share: OrderSlotShare;
  /** The event's name in the order's language. */
  eventName: string;
  /** The shop in the order's language. */
  shop: ShopContext;
  publicUrl: string;
}

/** The link a buyer chooses another date or a refund on: a page of the shop in their order's language. */
export const choiceUrl = (publicUrl: string, lang: string, token: string): string => `${publicUrl.replace(/\/$/, '')}/${lang}/visit-choice/${token}`;

/**
 * Tells one buyer of a cancelled time, in one transaction: the row recording them (once per
 * cancellation: a second round finds it and does nothing), and the mail. `choice`: a link to choose
 * by the deadline. `voucher`: the time's lines are taken as given back (a conditional update on each
 * line's refunded units and on each tender's refunded amount, so no refund can give the same places
 * or money back again), the tickets refused at the door, the places released, and a code worth what
 * they cost issued. Answers whether this call told them.
 */
export const tellBuyer = async (db: Db, { cancellation, slot, order, share, eventName, shop, publicUrl }: TellBuyer, now: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const { token, hash } = newChoiceToken();
    const places = Number(order.places);
    const buyer: CancelledBuyer = {
      orderId: order.id,
      lang: order.lang,
      email: order.email,
      addressee: { salutation: order.salutation, firstName: order.fname, lastName: order.lname },
      eventName,
      startsAt: slot.starts_at,
      currency: order.currency,
      amountCents: share.amountCents,
    };
    if (cancellation.mode === 'choice') {
      if (!(await insertToldOrder(trx, { cancellationId: cancellation.id, orderId: order.id, tokenHash: hash, places, choice: 'waiting', now: at }))) return false;
      await appendAudit(trx, { staffId: null, action: 'order.slot-cancelled', target: `order:${order.id}`, before: { slot: slot.id, startsAt: slot.starts_at }, after: { offer: 'choice', deadline: cancellation.deadline } }, now);
      if (order.email !== '') await queueCancelledVisitMail(trx, buyer, { kind: 'choice', url: choiceUrl(publicUrl, order.lang, token), deadline: cancellation.deadline }, shop.settings, publicUrl, now);
      return true;
    }
    // Places with nothing left to refund (free admission booked for a time, or refunded before) get no code worth nothing: only the news.
    const code = share.amountCents > 0 ? newVoucherCode() : undefined;
    if (!(await insertToldOrder(trx, { cancellationId: cancellation.id, orderId: order.id, tokenHash: hash, places, choice: 'voucher', now: at, ...(code === undefined ? {} : { voucherCode: code }), amountCents: share.amountCents }))) return false;
    for (const line of share.lines) {
      if (!(await reserveLineUnits(trx, line.lineId, line.units))) throw new DomainError('OFFICE_REFUND_BUSY');
      await markDocumentsRefunded(trx, 'issued_tickets', line.lineId, line.units, now);
    }
    for (const [index, tender] of share.tenders.entries()) {
      const cents = share.sharesCents[index] ?? 0;
      if (cents === 0) continue;
      const taken = tender.kind === 'provider' ? await reservePaymentCents(trx, tender.paymentId, cents) : await reserveReturn(trx, tender.claimId, cents);
      if (!taken) throw new DomainError('OFFICE_REFUND_BUSY');
    }
    await releaseSoldPlaces(trx, order.id, slot.id);
    const { validFrom, validTo } = monthsFrom(dateAtUtcPlusOne(now), cancellation.validity_months ?? 12);
    if (code !== undefined) {
      await trx
        .insertInto('voucher_codes')
        .values({ shop_id: order.shop_id, code, name: eventName, amount: share.amountCents, sold: 0, held: 0, valid_from: validFrom, valid_to: validTo, created_at: at, order_line_id: null, recipient: null, message: null })
        .execute();
    }
    await appendAudit(trx, { staffId: null, action: 'order.slot-voucher', target: `order:${order.id}`, before: { slot: slot.id, startsAt: slot.starts_at }, after: { code: code ?? null, amountCents: share.amountCents, validTo } }, now);
    if (order.email !== '') await queueCancelledVisitMail(trx, buyer, code === undefined ? { kind: 'nothingToRefund' } : { kind: 'voucher', code, validTo }, shop.settings, publicUrl, now);
    return true;
  });
