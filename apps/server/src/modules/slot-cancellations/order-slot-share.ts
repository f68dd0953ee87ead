import { lineRefundCents, splitRefund } from '@foyer/domain';
import type { Executor } from '../../db/database.js';
import type { LangContext } from '../../kernel/localize.js';
import type { LineKinds } from '../commerce/public.js';
import { findOrderLines, type OrderRow } from '../orders/public.js';
import { findOrderTenders, type OrderTender } from '../refunds/public.js';

/** What an order has at one time: its lines there with the units not yet refunded, what they cost, and how that splits over the order's tenders. */
export interface OrderSlotShare {
  lines: { lineId: number; lineNo: number; units: number }[];
  /** What those units cost, never more than the tenders still hold (an amount refunded before counts). */
  amountCents: number;
  /** Less than the units cost: an amount was refunded before without lines, so what is left is all that can go back. */
  capped: boolean;
  tenders: OrderTender[];
  /** Each tender's share of `amountCents`, in the order of `tenders`. */
  sharesCents: number[];
}

/** The order's lines visiting `slotId` and what giving them back is worth, split over its tenders the way a refund splits. */
export const orderSlotShare = async (db: Executor, kinds: LineKinds, order: Pick<OrderRow, 'id' | 'shop_id'>, slotId: number, ctx: LangContext): Promise<OrderSlotShare> => {
  const [orderLines, tenders] = await Promise.all([findOrderLines(db, order.id), findOrderTenders(db, order, ctx, false)]);
  const lines = orderLines.filter((line) => kinds.timeslot(line) === slotId && line.count > line.refunded_count);
  const linesCents = lines.reduce((sum, line) => sum + lineRefundCents({ totalCents: line.total_cents, count: line.count, refundedUnits: line.refunded_count }, line.count - line.refunded_count), 0);
  const held = tenders.reduce((sum, tender) => sum + Math.max(0, tender.paidCents - tender.refundedCents), 0);
  const amountCents = Math.min(linesCents, held);
  const split = splitRefund(amountCents, tenders);
  return {
    lines: lines.map((line) => ({ lineId: line.id, lineNo: line.line_no, units: line.count - line.refunded_count })),
    amountCents,
    capped: amountCents < linesCents,
    tenders,
    sharesCents: split.kind === 'too-much' ? tenders.map(() => 0) : split.sharesCents,
  };
};
