import { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { RefundStatus } from '../../db/schema-orders.js';

/** What a refund gives back of a line: `units` more, after `refundedBefore`. */
export const refundedLineSchema = z.object({ lineId: z.number().int(), lineNo: z.number().int(), units: z.number().int(), refundedBefore: z.number().int() });
export type RefundedLine = z.infer<typeof refundedLineSchema>;

/** A tender's share of a refund, as the refund row keeps it. */
export const refundShareSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('provider'), paymentId: z.string(), cents: z.number().int() }),
  z.object({ kind: z.literal('voucherCode'), claimId: z.number().int(), code: z.string(), cents: z.number().int() }),
]);
export type RefundShare = z.infer<typeof refundShareSchema>;

export interface StoredRefund {
  id: number;
  orderId: number;
  staffId: string | null;
  lines: RefundedLine[];
  shares: RefundShare[];
  amountCents: number;
  releaseClaims: boolean;
  cancelsOrder: boolean;
  note: string | null;
  status: RefundStatus;
  createdAt: string;
  completedAt: string | null;
}

const linesSchema = z.array(refundedLineSchema);
const sharesSchema = z.array(refundShareSchema);

const refundColumns = ['id', 'order_id', 'staff_id', 'lines', 'tenders', 'amount_cents', 'release_claims', 'cancels_order', 'note', 'status', 'created_at', 'completed_at'] as const;
type RefundRow = { id: number; order_id: number; staff_id: string | null; lines: string; tenders: string; amount_cents: number; release_claims: number; cancels_order: number; note: string | null; status: RefundStatus; created_at: string; completed_at: string | null };

const toStored = (row: RefundRow): StoredRefund => ({
  id: row.id,
  orderId: row.order_id,
  staffId: row.staff_id,
  lines: linesSchema.parse(JSON.parse(row.lines)),
  shares: sharesSchema.parse(JSON.parse(row.tenders)),
  amountCents: row.amount_cents,
  releaseClaims: row.release_claims === 1,
  cancelsOrder: row.cancels_order === 1,
  note: row.note,
  status: row.status,
  createdAt: row.created_at,
  completedAt: row.completed_at,
});

export const insertRefund = async (trx: Executor, shopId: number, refund: Omit<StoredRefund, 'id' | 'status' | 'completedAt'>): Promise<number> => {
  const row = await trx
    .insertInto('refunds')
    .values({
      order_id: refund.orderId,
      shop_id: shopId,
      staff_id: refund.staffId,
      lines: JSON.stringify(refund.lines),
      tenders: JSON.stringify(refund.shares),
      amount_cents: refund.amountCents,
      release_claims: refund.releaseClaims ? 1 : 0,
      cancels_order: refund.cancelsOrder ? 1 : 0,
      note: refund.note,
      status: 'reserved',
      last_error: null,
      created_at: refund.createdAt,
      completed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const findRefund = async (db: Executor, id: number): Promise<StoredRefund | undefined> => {
  const row = await db.selectFrom('refunds').select(refundColumns).where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toStored(row);
};

/** The order's refunds, oldest first, with who gave them. */
export const findRefundsOf = async (db: Executor, orderId: number): Promise<(StoredRefund & { staffName: string | null })[]> => {
  const rows = await db
    .selectFrom('refunds')
    .leftJoin('staff', 'staff.id', 'refunds.staff_id')
    .select(refundColumns.map((column) => `refunds.${column}` as const))
    .select('staff.name as staff_name')
    .where('refunds.order_id', '=', orderId)
    .orderBy('refunds.id')
    .execute();
  return rows.map((row) => ({ ...toStored(row), staffName: row.staff_name }));
};

/** Refunds still reserved since before `before`: a crash or an unreachable provider interrupted them. */
export const findInterruptedRefunds = async (db: Executor, before: Date, limit: number): Promise<number[]> =>
  (await db.selectFrom('refunds').select('id').where('status', '=', 'reserved').where('created_at', '<', before.toISOString()).orderBy('id').limit(limit).execute()).map((row) => row.id);

/** Moves a reserved refund to its end, once: false when another caller finished it first. */
export const endRefund = async (trx: Executor, id: number, status: Exclude<RefundStatus, 'reserved'>, now: Date, lastError: string | null = null): Promise<boolean> =>
  (await trx.updateTable('refunds').set({ status, completed_at: now.toISOString(), last_error: lastError }).where('id', '=', id).where('status', '=', 'reserved').executeTakeFirst()).numUpdatedRows > 0n;

export const noteRefundError = async (db: Executor, id: number, error: string): Promise<void> => {
  await db.updateTable('refunds').set({ last_error: error.slice(0, 500) }).where('id', '=', id).execute();
};

/** Reserves `units` more of a line by conditional update: never more than its count, whoever else refunds at the same moment. */
export const reserveLineUnits = async (trx: Executor, lineId: number, units: number): Promise<boolean> =>
  (
    await trx
      .updateTable('order_lines')
      .set((eb) => ({ refunded_count: eb('refunded_count', '+', units) }))
      .where('id', '=', lineId)
      .where((eb) => eb(eb('refunded_count', '+', units), '<=', eb.ref('count')))
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

export const undoLineUnits = async (trx: Executor, lineId: number, units: number): Promise<void> => {
  await trx.updateTable('order_lines').set((eb) => ({ refunded_count: eb('refunded_count', '-', units) })).where('id', '=', lineId).where('refunded_count', '>=', units).execute();
};

/** Reserves `cents` of a payment by conditional update: never more than it paid, whoever else refunds at the same moment. */
export const reservePaymentCents = async (trx: Executor, paymentId: string, cents: number): Promise<boolean> =>
  (
    await trx
      .updateTable('payments')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', cents) }))
      .where('id', '=', paymentId)
      .where('status', 'in', ['confirmed', 'refund_required'])
      .where((eb) => eb(eb('refunded_cents', '+', cents), '<=', eb.ref('amount_cents')))
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

export const undoPaymentCents = async (trx: Executor, paymentId: string, cents: number): Promise<void> => {
  await trx.updateTable('payments').set((eb) => ({ refunded_cents: eb('refunded_cents', '-', cents) })).where('id', '=', paymentId).where('refunded_cents', '>=', cents).execute();
};

/** A payment given back wholly is `refunded` (the refund command lists it no more). */
export const markWhollyRefundedPayments = async (trx: Executor, orderId: number, now: Date): Promise<void> => {
  await trx
    .updateTable('payments')
    .set({ status: 'refunded', updated_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['confirmed', 'refund_required'])
    .where((eb) => eb('refunded_cents', '>=', eb.ref('amount_cents')))
    .execute();
};

/** Marks the first `count` tickets or pass cards of a line not yet refunded as refunded: the door refuses them. */
export const markDocumentsRefunded = async (trx: Executor, table: 'issued_tickets' | 'issued_passes', lineId: number, count: number, now: Date): Promise<void> => {
  if (count <= 0) return;
  const ids = (await trx.selectFrom(table).select('id').where('order_line_id', '=', lineId).where('refunded_at', 'is', null).orderBy('id').limit(count).execute()).map((row) => row.id);
  if (ids.length > 0) await trx.updateTable(table).set({ refunded_at: now.toISOString() }).where('id', 'in', ids).execute();
};

export const countDocuments = async (db: Executor, table: 'issued_tickets' | 'issued_passes', lineId: number): Promise<number> =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('order_line_id', '=', lineId).executeTakeFirstOrThrow()).n);

/** The shop's amount above which a refund needs the second factor again. */
export const secondFactorThreshold = async (db: Executor, shopId: number): Promise<number> =>
  (await db.selectFrom('shop_commerce').select('refund_second_factor_above_cents').where('shop_id', '=', shopId).executeTakeFirst())?.refund_second_factor_above_cents ?? 20000;

/**
 * Takes what is left off the first `count` codes a gift-voucher line sold (their amount becomes what is
 * spent or held), in one statement per code: a code spent online at the same moment keeps what it
 * took, and nothing can be spent of it afterwards.
 */
export const voidSoldCodes = async (trx: Executor, lineId: number, count: number): Promise<void> => {
  if (count <= 0) return;
  const ids = (
    await trx
      .selectFrom('voucher_codes')
      .select('id')
      .where('order_line_id', '=', lineId)
      .where((eb) => eb('amount', '>', eb(eb.ref('sold'), '+', eb.ref('held'))))
      .orderBy('id')
      .limit(count)
      .execute()
  ).map((row) => row.id);
  if (ids.length > 0) await trx.updateTable('voucher_codes').set((eb) => ({ amount: eb(eb.ref('sold'), '+', eb.ref('held')) })).where('id', 'in', ids).execute();
};

export const countSoldCodes = async (db: Executor, lineId: number): Promise<number> =>
  Number((await db.selectFrom('voucher_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('order_line_id', '=', lineId).executeTakeFirstOrThrow()).n);
