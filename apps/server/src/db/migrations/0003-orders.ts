import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Customers and sessions, orders with their lines, holds, payments and issued tickets, and the mail
 * outbox. Unique indexes are the second guard behind the service logic: one hold row per
 * order and timeslot, one barcode per ticket, one order per cart id.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('customers')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('is_guest', 'integer', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('salutation', 'text')
    .addColumn('fname', 'text', (col) => col.notNull())
    .addColumn('lname', 'text', (col) => col.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    .addColumn('street', 'text')
    .addColumn('zip', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('send_invoice', 'integer', (col) => col.notNull())
    .addColumn('shipping', 'text')
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('orders')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('cart_id', 'text', (col) => col.notNull().unique())
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shops.id'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('payart', 'integer', (col) => col.notNull())
    .addColumn('partner', 'text')
    .addColumn('external_document_number', 'text')
    .addColumn('continue_url', 'text', (col) => col.notNull())
    .addColumn('cancel_url', 'text', (col) => col.notNull())
    .addColumn('download_key', 'text', (col) => col.notNull())
    .addColumn('hold_expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('booked_at', 'text')
    .execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'hold_expires_at']).execute();
  await db.schema
    .createTable('order_lines')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('event_id', 'integer')
    .addColumn('event_ticket_id', 'integer')
    .addColumn('timeslot_id', 'integer')
    .addColumn('datetime', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('event_name', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('places', 'integer', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('vat_bp', 'integer', (col) => col.notNull())
    .addColumn('print_separately', 'integer', (col) => col.notNull())
    .addColumn('parts', 'text', (col) => col.notNull())
    .addColumn('answers', 'text')
    .addUniqueConstraint('order_lines_order_line_uq', ['order_id', 'line_no'])
    .execute();
  await db.schema
    .createTable('holds')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('timeslot_id', 'integer', (col) => col.notNull().references('timeslots.id'))
    .addColumn('places', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addUniqueConstraint('holds_order_timeslot_uq', ['order_id', 'timeslot_id'])
    .execute();
  await db.schema.createIndex('holds_status_idx').on('holds').columns(['status', 'expires_at']).execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('payart', 'integer', (col) => col.notNull())
    .addColumn('wallet', 'text')
    .addColumn('account_holder', 'text')
    .addColumn('iban_last4', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
  await db.schema
    .createTable('issued_tickets')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (col) => col.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('barcode', 'text', (col) => col.notNull().unique())
    .addColumn('ticket_name', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('vat_bp', 'integer', (col) => col.notNull())
    .addColumn('pdf_group', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('issued_tickets_order_idx').on('issued_tickets').column('order_id').execute();
  await db.schema
    .createTable('outbox')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['outbox', 'issued_tickets', 'payments', 'holds', 'order_lines', 'orders', 'sessions', 'customers']) {
    await db.schema.dropTable(table).execute();
  }
};
