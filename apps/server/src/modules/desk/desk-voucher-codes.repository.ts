import type { Executor } from '../../db/database.js';

/** The orders whose claims hold or spent part of the code, newest first. */
export const voucherCodeClaims = (db: Executor, codeId: number) =>
  db
    .selectFrom('claims')
    .innerJoin('orders', 'orders.id', 'claims.order_id')
    .select(['claims.order_id', 'claims.status', 'claims.quantity', 'orders.status as order_status', 'orders.created_at'])
    .where('claims.resource', '=', 'voucher')
    .where('claims.resource_id', '=', codeId)
    .where('claims.status', 'in', ['held', 'sold'])
    .orderBy('claims.id', 'desc')
    .execute();

/** What the desk took off the code, newest first, with who did it. */
export const voucherCodeDeskDebits = (db: Executor, codeId: number) =>
  db
    .selectFrom('voucher_desk_debits')
    .leftJoin('staff', 'staff.id', 'voucher_desk_debits.staff_id')
    .select(['voucher_desk_debits.amount', 'voucher_desk_debits.note', 'voucher_desk_debits.created_at', 'staff.name as staff_name'])
    .where('voucher_desk_debits.voucher_code_id', '=', codeId)
    .orderBy('voucher_desk_debits.id', 'desc')
    .execute();

/** The gift-voucher sale that issued the code, if a sale did. */
export const voucherCodeSale = (db: Executor, orderLineId: number) =>
  db.selectFrom('order_lines').select(['order_lines.order_id', 'order_lines.name']).where('order_lines.id', '=', orderLineId).executeTakeFirst();

export const insertDeskDebit = (db: Executor, debit: { voucherCodeId: number; amount: number; note: string; staffId: string; at: Date }) =>
  db
    .insertInto('voucher_desk_debits')
    .values({ voucher_code_id: debit.voucherCodeId, amount: debit.amount, note: debit.note, staff_id: debit.staffId, created_at: debit.at.toISOString() })
    .execute();
