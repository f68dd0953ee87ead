import { monthsFrom, museumDate } from '@foyer/domain';
import type { Executor } from '../../db/database.js';
import { newBarcode } from '../orders/public.js';
import type { OrderLineRow } from '../commerce/public.js';
import { parsePassLineDetails } from './pass-line-details.js';

/**
 * One card per owner, each with its own barcode, valid from the museum's day of booking for the pass's
 * months (DESIGN.md "Passes"), admitting as many times a day as the pass does then: a card keeps what it
 * was sold with, so the door's downloads never hold a number the office changed since. Runs inside the
 * booking transaction, so a card exists only for a paid pass.
 */
export const issuePassCards = async (trx: Executor, line: OrderLineRow, bookedAt: Date): Promise<void> => {
  const details = parsePassLineDetails(line.details);
  const { validFrom, validTo } = monthsFrom(museumDate(bookedAt, details.timeZone), details.validityMonths);
  const pass = await trx.selectFrom('products').select('door_entries_per_day').where('id', '=', details.productId).executeTakeFirstOrThrow();
  const rows = details.owners.map((owner) => ({
    order_id: line.order_id,
    order_line_id: line.id,
    barcode: newBarcode(),
    pass_name: line.name,
    owner_name: owner.name,
    owner_address: owner.address === null ? null : JSON.stringify(owner.address),
    send_to_custom_addr: owner.sendToOwner ? 1 : 0,
    valid_from: validFrom,
    valid_to: validTo,
    door_entries_per_day: pass.door_entries_per_day,
  }));
  if (rows.length > 0) await trx.insertInto('issued_passes').values(rows).execute();
};

/** The cards of a booked order, in the order they were issued. */
export const findIssuedPasses = (db: Executor, orderId: number) =>
  db.selectFrom('issued_passes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
