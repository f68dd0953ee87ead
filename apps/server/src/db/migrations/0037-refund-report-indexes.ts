import { sql, type Kysely } from 'kysely';

/**
 * The refunds reports (modules/reports, docs/office.md "Reports") add up the refunds a shop finished
 * between two instants, without reaching every order of the shop:
 * - `refunds.shop_id`, the shop of the refund's order (filled in for the refunds there are), and
 *   `refunds_done_idx` over it, the status and the instant a refund was finished;
 * - `payments_desk_idx`: the few payments taken at the desk (cash, the desk's card terminal), so a
 *   refund's share is told apart as given back at the desk without reading the provider's payments.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('refunds').addColumn('shop_id', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await sql`update refunds set shop_id = (select orders.shop_id from orders where orders.id = refunds.order_id)`.execute(db);
  await db.schema.createIndex('refunds_done_idx').on('refunds').columns(['shop_id', 'status', 'completed_at']).execute();
  await db.schema.createIndex('payments_desk_idx').on('payments').column('id').where(sql.ref('provider'), 'in', [sql.lit('desk-cash'), sql.lit('desk-terminal')]).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('payments_desk_idx').execute();
  await db.schema.dropIndex('refunds_done_idx').execute();
  await db.schema.alterTable('refunds').dropColumn('shop_id').execute();
};
