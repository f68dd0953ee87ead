import { sql, type RawBuilder } from 'kysely';
import { isPostgres, type Db } from '../../db/database.js';

/**
 * A field of an order line's `details` JSON, as text. The field names are the line kinds' own, written
 * into the statement (never a value from a request), so a GROUP BY repeats the very same expression.
 */
export const lineDetail = (db: Db, field: string): RawBuilder<string | null> =>
  isPostgres(db) ? sql<string | null>`(order_lines.details::json ->> ${sql.lit(field)})` : sql<string | null>`cast(json_extract(order_lines.details, ${sql.lit(`$.${field}`)}) as text)`;

/** The catalog item a line sold, whatever its kind: the ticket type, tour, product, gift voucher or donation offer. */
export const lineItemKey = (db: Db): RawBuilder<string | null> =>
  sql<string | null>`coalesce(${sql.join(['eventTicketId', 'tourId', 'productId', 'voucherId', 'offerId'].map((field) => lineDetail(db, field)))})`;

/**
 * A name stored in each order's language: the one of an order in the staff member's language where
 * there is one, else any. Lines keep the names they were sold under, so a renamed item keeps its sales.
 */
export const nameIn = (column: RawBuilder<string>, lang: string): RawBuilder<string> =>
  sql<string>`coalesce(max(case when orders.lang = ${lang} then ${column} end), min(${column}))`;
