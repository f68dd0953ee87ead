import { z } from 'zod';
import { dateAtUtcPlusOne, monthsFrom } from '@foyer/domain';
import type { Executor } from '../../db/database.js';
import type { OrderLineRow } from '../commerce/public.js';
import { newVoucherCode } from '../vouchers/public.js';
import { parseVoucherLineDetails } from './voucher-line-details.js';

/**
 * One voucher code per voucher of a paid line, worth its value, valid from the day of booking at
 * UTC+1 (the zone SPEC judges voucher validity in) for the voucher's months. Runs inside the booking
 * transaction; a code that already exists (odds of 1 in 10^22) is drawn again.
 */
export const issueVoucherCodes = async (trx: Executor, line: OrderLineRow, bookedAt: Date): Promise<void> => {
  const details = parseVoucherLineDetails(line.details);
  const order = await trx.selectFrom('orders').select('shop_id').where('id', '=', line.order_id).executeTakeFirstOrThrow();
  const { validFrom, validTo } = monthsFrom(dateAtUtcPlusOne(bookedAt), details.validityMonths);
  for (let issued = 0; issued < line.count; ) {
    const inserted = await trx
      .insertInto('voucher_codes')
      .values({
        shop_id: order.shop_id,
        code: newVoucherCode(),
        name: line.name,
        amount: details.amountCents,
        sold: 0,
        held: 0,
        valid_from: validFrom,
        valid_to: validTo,
        created_at: bookedAt.toISOString(),
        order_line_id: line.id,
        recipient: details.recipient,
        message: details.message,
      })
      .onConflict((oc) => oc.columns(['shop_id', 'code']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) issued += 1;
  }
};

/** The codes a booked order's gift vouchers issued, line by line. */
export const findIssuedVoucherCodes = (db: Executor, orderId: number) =>
  db
    .selectFrom('voucher_codes')
    .innerJoin('order_lines', 'order_lines.id', 'voucher_codes.order_line_id')
    .select(['order_lines.id as line_id', 'voucher_codes.code', 'voucher_codes.name', 'voucher_codes.amount', 'voucher_codes.valid_to', 'voucher_codes.recipient', 'voucher_codes.message', 'order_lines.details'])
    .where('order_lines.order_id', '=', orderId)
    .orderBy('voucher_codes.id')
    .execute();

const imagesSchema = z.array(z.object({ src: z.string() }));

/**
 * The artwork each issued voucher prints (its gift voucher's first catalog image, a path in the
 * static folder), or null; keyed by the voucher line's details.
 */
export const voucherArtwork = async (db: Executor, lineDetails: readonly string[]): Promise<Map<string, string | null>> => {
  const idOf = new Map(lineDetails.map((details) => [details, parseVoucherLineDetails(details).voucherId]));
  const ids = [...new Set(idOf.values())];
  const rows = ids.length === 0 ? [] : await db.selectFrom('gift_vouchers').select(['id', 'images']).where('id', 'in', ids).execute();
  const imageOf = new Map(rows.map((row) => [row.id, imagesSchema.parse(JSON.parse(row.images))[0]?.src ?? null]));
  return new Map([...idOf].map(([details, id]) => [details, imageOf.get(id) ?? null]));
};
