import type { Executor } from '../../db/database.js';

/** The gift vouchers on sale, as the desk offers them. */
export const listedGiftVouchers = (db: Executor, shopId: number) =>
  db
    .selectFrom('gift_vouchers')
    .select(['id', 'name', 'variable_amount', 'price', 'min_amount', 'max_amount'])
    .where('shop_id', '=', shopId)
    .where('listed', '=', 1)
    .orderBy('sequence_no')
    .orderBy('id')
    .execute();

/** The codes a booked order issued, in the order they were drawn. */
export const issuedCodes = (db: Executor, orderId: number) =>
  db
    .selectFrom('voucher_codes')
    .innerJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id')
    .select(['voucher_codes.code', 'voucher_codes.amount', 'voucher_codes.valid_to'])
    .where('order_lines.order_id', '=', orderId)
    .orderBy('voucher_codes.id')
    .execute();
