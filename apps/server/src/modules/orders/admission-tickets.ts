import { z } from 'zod';
import type { Executor } from '../claims/claim-resources.js';
import type { LinePart } from '../commerce/line-kind.js';
import { newBarcode } from './barcode.js';
import type { OrderLineRow } from './orders.repository.js';

// Built once: a schema made on every call cost zod a fresh walk of it each time (3 % of a checkout's CPU, inside the booking).
const linePartsSchema = z.array(
  z.object({
    name: z.string(),
    count: z.number().int().nonnegative(),
    unitPriceCents: z.number().int(),
    vatBp: z.number().int().nonnegative(),
  }),
);
export const parseLineParts = (json: string): LinePart[] => linePartsSchema.parse(JSON.parse(json));

/**
 * One admission ticket with its own barcode per admitted person of each part of a line. Separately
 * printed tickets each get a PDF page of their own (a group number above every group the order has
 * so far); all others share group 0, the order's listing.
 */
export const issueAdmissionTickets = async (trx: Executor, line: OrderLineRow, options: { separate: boolean }): Promise<void> => {
  let group = 0;
  if (options.separate) {
    const row = await trx
      .selectFrom('issued_tickets')
      .select((eb) => eb.fn.max('pdf_group').as('top'))
      .where('order_id', '=', line.order_id)
      .executeTakeFirst();
    group = Number(row?.top ?? 0);
  }
  const rows = parseLineParts(line.parts).flatMap((part) =>
    Array.from({ length: part.count }, () => ({
      order_id: line.order_id,
      order_line_id: line.id,
      barcode: newBarcode(),
      ticket_name: part.name,
      price_cents: part.unitPriceCents,
      vat_bp: part.vatBp,
      pdf_group: options.separate ? (group += 1) : 0,
    })),
  );
  if (rows.length > 0) await trx.insertInto('issued_tickets').values(rows).execute();
};
