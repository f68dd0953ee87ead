import type { Lang } from '@foyer/contract';
import { isLang } from '@foyer/contract';
import type { Db } from '../db/database.js';
import { documentLabels } from '../kernel/document-labels.js';
import type { LineKinds } from '../modules/commerce/line-kinds.js';
import { findOrder, findOrderLines } from '../modules/orders/orders.repository.js';
import { shopLocale, type ShopResolver } from '../kernel/shop-context.js';
import { museumIdentity, type DocumentFiles } from './museum-identity.js';
import type { TicketDocument } from './ticket-pdf.js';

export const orderLang = (lang: string): Lang => (isLang(lang) ? lang : 'en');

/**
 * Everything the PDF of a booked order shows: the museum, then what each line's kind adds for it
 * (facts, visits with their own section, tickets, pass cards, gift vouchers, receipts).
 */
export const loadTicketDocument = async (db: Db, shops: ShopResolver, kinds: LineKinds, orderId: number, files: DocumentFiles): Promise<TicketDocument | undefined> => {
  const order = await findOrder(db, orderId);
  if (order === undefined || order.status !== 'booked') return undefined;
  const lang = orderLang(order.lang);
  const shop = await shops.resolve(order.shop_id, lang);
  const locale = shopLocale(shop);
  const lines = await findOrderLines(db, orderId);
  const visits = await kinds.visits(db, lines, shop);
  const parts = await kinds.documentParts(db, lines, { lang, labels: documentLabels(lang, locale), staticDir: files.staticDir, visits, timeZone: shop.settings.time_zone });
  return {
    ...parts,
    museum: await museumIdentity(shop.settings, lang, files),
    orderNumber: order.id,
    lang,
    locale,
    timeZone: shop.settings.time_zone,
    currency: order.currency,
    brandColor: shop.settings.theme.brand_color,
  };
};
