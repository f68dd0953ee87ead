import { isLang, type LocalizedText, type SessionStaff } from '@foyer/contract';
import type { Executor } from '../../db/database.js';
import { localize } from '../../kernel/localize.js';
import type { ShopSettings } from '../../kernel/shop-context.js';
import { buyersOfSlots, type SlotLosingBuyers } from './office-events.repository.js';
import { queueSlotChangeMail, type AffectedBuyer } from './slot-change-mail.js';

/**
 * Lists each order with places in a time an office edit closed or shrank for the box office
 * (slot_changes), and mails its buyer once, in the transaction of the edit. An event's and a tour's
 * edits both tell their buyers here: a tour's times are slots of its events row.
 */
export const tellBuyersOfChangedSlots = async (
  trx: Executor,
  shop: { id: number; settings: ShopSettings },
  event: { id: number; name: LocalizedText },
  losing: SlotLosingBuyers[],
  staff: SessionStaff,
  publicUrl: string,
  now: Date,
): Promise<void> => {
  if (losing.length === 0) return;
  const bySlot = new Map(losing.map((slot) => [slot.id, slot]));
  const rows = await buyersOfSlots(trx, [...bySlot.keys()]);
  const buyers = new Map<number, AffectedBuyer>();
  for (const row of rows) {
    const slot = bySlot.get(row.timeslot_id);
    if (slot === undefined) continue;
    await trx
      .insertInto('slot_changes')
      .values({ shop_id: shop.id, event_id: event.id, timeslot_id: slot.id, order_id: row.order_id, change: slot.change, starts_at: slot.startsAt, places: Number(row.places), staff_id: staff.id, created_at: now.toISOString(), resolved_at: null })
      .execute();
    const buyer = buyers.get(row.order_id) ?? {
      orderId: row.order_id,
      lang: row.lang,
      email: row.email,
      addressee: { salutation: row.salutation, firstName: row.fname, lastName: row.lname },
      eventName: localize(event.name, { lang: isLang(row.lang) ? row.lang : 'en', fallback: shop.settings.languages[0] ?? 'en' }),
      startsAt: [],
    };
    buyer.startsAt.push(slot.startsAt);
    buyers.set(row.order_id, buyer);
  }
  for (const buyer of buyers.values()) await queueSlotChangeMail(trx, buyer, shop.settings, publicUrl, now);
};
