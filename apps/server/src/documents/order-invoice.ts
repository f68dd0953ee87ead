import { formatVoucherCode, museumDate } from '@foyer/domain';
import type { Db } from '../db/database.js';
import { voucherTenders } from '../modules/checkout/order-mails.js';
import type { LineKinds } from '../modules/commerce/line-kinds.js';
import { parseLineParts } from '../modules/orders/admission-tickets.js';
import { findOrder, findOrderLines, type OrderLineRow } from '../modules/orders/orders.repository.js';
import { shopLocale, type ShopResolver } from '../kernel/shop-context.js';
import { documentLabels, fill, type DocumentLabels } from '../kernel/document-labels.js';
import { buyerAddress } from './buyer-address.js';
import type { InvoiceDocument, InvoiceRow } from './invoice-pdf.js';
import { visitDate, visitTime } from '../kernel/museum-format.js';
import { museumIdentity, type DocumentFiles } from './museum-identity.js';
import { orderLang } from './order-tickets.js';

/** A priced part named with what it belongs to, as the language joins them ("Erwachsene – Sammlung"); the part alone when that says it all. */
export const partDescription = (labels: DocumentLabels, part: string, context: string): string =>
  context === '' || context === part ? part : fill(labels.invoice_item, { item: part, context });

/**
 * The rows of one line: a row per priced part, named with what its kind says it belongs to (the
 * event; a tour itself), under it the visit's date and time on the museum's clock and the line's
 * note (a donation's thanks).
 */
const lineRows = (line: OrderLineRow, context: string, note: string | undefined, labels: DocumentLabels, locale: string, timeZone: string): InvoiceRow[] => {
  const when = line.datetime === null ? null : fill(labels.date_time, { date: visitDate(line.datetime, locale, timeZone), time: visitTime(line.datetime, locale, timeZone) });
  const below = [when, note ?? null].filter((text) => text !== null);
  const detail = below.length === 0 ? null : below.join('\n');
  return parseLineParts(line.parts)
    .filter((part) => part.count > 0)
    .map((part) => ({
      description: partDescription(labels, part.name, context),
      detail,
      quantity: part.count,
      unitPriceCents: part.unitPriceCents,
      vatBp: part.vatBp,
    }));
};

/**
 * The invoice of a booked order, or of a reserved one (pay later) while it waits for its money, with
 * the amount due and the day it lapses; undefined for any other order.
 */
export const loadInvoiceDocument = async (db: Db, shops: ShopResolver, kinds: LineKinds, orderId: number, files: DocumentFiles): Promise<InvoiceDocument | undefined> => {
  const order = await findOrder(db, orderId);
  if (order === undefined) return undefined;
  const paid = order.status === 'booked';
  if (!paid && !(order.status === 'pending' && order.reserved === 1)) return undefined;
  const lang = orderLang(order.lang);
  const shop = await shops.resolve(order.shop_id, lang);
  const timeZone = shop.settings.time_zone;
  const locale = shopLocale(shop);
  const labels = documentLabels(lang, locale);
  const rows = (await findOrderLines(db, orderId)).flatMap((line) => lineRows(line, kinds.of(line.type).partsBelongTo(line), kinds.describe(line, lang).note, labels, locale, timeZone));
  const shipping: InvoiceRow[] =
    order.shipping_address === null ? [] : [{ description: labels.shipping, detail: null, quantity: 1, unitPriceCents: order.shipping_cents, vatBp: null }];
  return {
    museum: await museumIdentity(shop.settings, lang, files),
    brandColor: shop.settings.theme.brand_color,
    orderNumber: order.id,
    lang,
    locale,
    currency: order.currency,
    invoiceDay: museumDate(order.booked_at ?? order.created_at, timeZone),
    dueDay: paid ? null : museumDate(order.hold_expires_at, timeZone),
    billedTo: await buyerAddress(db, order.customer_id, lang),
    rows: [...rows, ...shipping],
    totalCents: order.total_cents,
    vouchers: (await voucherTenders(db, order)).map(({ code, appliedCents }) => ({ code: formatVoucherCode(code), appliedCents })),
    paidCents: order.amount_due_cents,
    yourReference: order.external_document_number,
  };
};
