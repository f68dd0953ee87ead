import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The box office's desk (docs/office.md "The desk"):
 * - `voucher_desk_debits`: what the desk took off a voucher code's balance, with the staff member's
 *   note; the balance itself moves in `voucher_codes.sold`, by the same conditional update online
 *   spending uses, so this table is the record, not the balance;
 * - `customers.erased_at`: when the office erased the customer's personal data on request (null: never).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const serial = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';
  await db.schema
    .createTable('voucher_desk_debits')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('voucher_code_id', 'integer', (col) => col.notNull().references('voucher_codes.id'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('voucher_desk_debits_code_idx').on('voucher_desk_debits').columns(['voucher_code_id', 'id']).execute();
  await db.schema.alterTable('customers').addColumn('erased_at', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('customers').dropColumn('erased_at').execute();
  await db.schema.dropTable('voucher_desk_debits').execute();
};
