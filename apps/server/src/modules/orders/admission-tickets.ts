import { z } from 'zod';
import type { Executor } from '../../db/database.js';
import type { PdfTicket } from '../../documents/document-model.js';
import type { LinePart, Visit } from '../commerce/public.js';
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

/**
 * The admission tickets issued for booked lines as the PDF shows them, in the order they were issued:
 * each named with `titleOf` its line (the event; a tour's own name), with the visit's end and place.
 */
export const issuedTicketsOf = async (
  db: Executor,
  lines: readonly OrderLineRow[],
  visits: ReadonlyMap<number, Visit>,
  titleOf: (line: OrderLineRow) => string,
): Promise<Map<number, PdfTicket[]>> => {
  const lineOf = new Map(lines.map((line) => [line.id, line]));
  const byLine = new Map<number, PdfTicket[]>();
  const [first] = lines;
  if (first === undefined) return byLine;
  const rows = await db
    .selectFrom('issued_tickets')
    .select(['barcode', 'ticket_name', 'price_cents', 'vat_bp', 'pdf_group', 'order_line_id'])
    // The lines are one order's: its index finds their tickets.
    .where('order_id', '=', first.order_id)
    .where('order_line_id', 'in', [...lineOf.keys()])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const line = lineOf.get(row.order_line_id);
    if (line === undefined) continue;
    const visit = visits.get(line.id);
    const ticket: PdfTicket = {
      barcode: row.barcode,
      eventName: titleOf(line),
      ticketName: row.ticket_name,
      datetime: line.datetime,
      endsAt: visit?.endsAt ?? null,
      venue: visit?.venue ?? null,
      priceCents: row.price_cents,
      vatBp: row.vat_bp,
      separate: row.pdf_group > 0,
    };
    byLine.set(line.id, [...(byLine.get(line.id) ?? []), ticket]);
  }
  return byLine;
};
