import type { SessionStaff, SlotChange } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { localize } from '../../kernel/localize.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { appendAudit } from '../staff/public.js';

/**
 * The box office's list of orders whose booked time an event edit closed or shrank (slot_changes):
 * each buyer was mailed that the box office will offer another time or a refund; once that is done,
 * the entry is marked settled, audited.
 */
export class SlotChangesService {
  constructor(
    private readonly db: Db,
    private readonly shops: ShopResolver,
  ) {}

  async open(staff: SessionStaff): Promise<SlotChange[]> {
    const shop = await this.shops.resolveOrFirst(undefined, staff.language);
    const rows = await this.db
      .selectFrom('slot_changes')
      .innerJoin('orders', 'orders.id', 'slot_changes.order_id')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .innerJoin('events', 'events.id', 'slot_changes.event_id')
      .select(['slot_changes.id', 'slot_changes.order_id', 'slot_changes.event_id', 'slot_changes.starts_at', 'slot_changes.places', 'slot_changes.change', 'slot_changes.created_at'])
      .select(['events.name', 'customers.fname', 'customers.lname', 'customers.email'])
      .where('slot_changes.shop_id', '=', shop.id)
      .where('slot_changes.resolved_at', 'is', null)
      .orderBy('slot_changes.starts_at')
      .orderBy('slot_changes.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      eventId: row.event_id,
      eventName: localize(JSON.parse(row.name) as Record<string, string>, { lang: staff.language, fallback: shop.fallback }),
      startsAt: row.starts_at,
      places: row.places,
      change: row.change,
      buyer: { name: `${row.fname} ${row.lname}`.trim(), email: row.email },
      createdAt: row.created_at,
    }));
  }

  /** Marks one settled (rebooked or refunded); one of two at once wins, the other finds nothing open. */
  async settle(id: number, staff: SessionStaff, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const result = await trx.updateTable('slot_changes').set({ resolved_at: now.toISOString() }).where('id', '=', id).where('resolved_at', 'is', null).executeTakeFirst();
      if (result.numUpdatedRows !== 1n) throw new DomainError('NOT_FOUND');
      await appendAudit(trx, { staffId: staff.id, action: 'slot-change.settle', target: `slot-change:${id}`, before: null, after: { resolvedAt: now.toISOString() } }, now);
    });
  }
}
