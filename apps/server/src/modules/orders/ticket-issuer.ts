import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { newBarcode } from './barcode.js';
import type { OrderLineRow } from './orders.repository.js';

/** A priced part of an order line (the ticket itself or a subticket), as stored in order_lines.parts. */
export const linePartSchema = z.object({
  name: z.string(),
  count: z.number().int().nonnegative(),
  unitPriceCents: z.number().int(),
  vatBp: z.number().int().nonnegative(),
});
export type LinePart = z.infer<typeof linePartSchema>;
export const parseLineParts = (json: string): LinePart[] => z.array(linePartSchema).parse(JSON.parse(json));

/**
 * One ticket with its own barcode per admitted person of each part. Tickets of print_separately
 * lines get a PDF page each (their own group); all others share group 0, the order's listing.
 */
export const issueTickets = async (db: Db, orderId: number, lines: OrderLineRow[]): Promise<number> => {
  const rows: { order_id: number; order_line_id: number; barcode: string; ticket_name: string; price_cents: number; vat_bp: number; pdf_group: number }[] = [];
  let group = 0;
  for (const line of lines) {
    for (const part of parseLineParts(line.parts)) {
      for (let i = 0; i < part.count; i += 1) {
        if (line.print_separately === 1) group += 1;
        rows.push({
          order_id: orderId,
          order_line_id: line.id,
          barcode: newBarcode(),
          ticket_name: part.name,
          price_cents: part.unitPriceCents,
          vat_bp: part.vatBp,
          pdf_group: line.print_separately === 1 ? group : 0,
        });
      }
    }
  }
  if (rows.length > 0) await db.insertInto('issued_tickets').values(rows).execute();
  return rows.length;
};

export const countTickets = async (db: Db, orderId: number): Promise<number> => {
  const row = await db
    .selectFrom('issued_tickets')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
