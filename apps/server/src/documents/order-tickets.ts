import type { Lang } from '@foyer/contract';
import { isLang } from '@foyer/contract';
import type { Db } from '../db/database.js';
import { describeLine } from '../modules/commerce/line-kinds.js';
import { findIssuedVoucherCodes } from '../modules/gift-vouchers/issued-voucher-codes.js';
import { findOrder, findOrderLines } from '../modules/orders/orders.repository.js';
import { findIssuedPasses } from '../modules/passes/issued-passes.js';
import { formatOwnerAddress, ownerAddressSchema } from '../modules/passes/pass-line-details.js';
import { shopLocale, type ShopResolver } from '../modules/shop/shop-context.js';
import { renderTicketsPdf, type TicketDocument } from './ticket-pdf.js';

export const orderLang = (lang: string): Lang => (isLang(lang) ? lang : 'en');

/** Everything the PDF of a booked order shows: its lines as their kinds describe them, the issued tickets, pass cards and gift vouchers. */
export const loadTicketDocument = async (db: Db, shops: ShopResolver, orderId: number): Promise<TicketDocument | undefined> => {
  const order = await findOrder(db, orderId);
  if (order === undefined || order.status !== 'booked') return undefined;
  const lang = orderLang(order.lang);
  const shop = await shops.resolve(order.shop_id, lang);
  const tickets = await db
    .selectFrom('issued_tickets')
    .innerJoin('order_lines', 'order_lines.id', 'issued_tickets.order_line_id')
    .select(['issued_tickets.barcode', 'issued_tickets.ticket_name', 'issued_tickets.price_cents', 'issued_tickets.vat_bp', 'issued_tickets.pdf_group', 'order_lines.title', 'order_lines.datetime'])
    .where('issued_tickets.order_id', '=', orderId)
    .orderBy('issued_tickets.id')
    .execute();
  const described = (await findOrderLines(db, orderId)).map((line) => describeLine(line, lang));
  const passes = await findIssuedPasses(db, orderId);
  const vouchers = await findIssuedVoucherCodes(db, orderId);
  return {
    details: described.filter((line) => line.facts.length > 0),
    museumName: shop.settings.meta.museum_name,
    orderNumber: order.id,
    lang,
    locale: shopLocale(shop),
    timeZone: shop.settings.time_zone,
    currency: order.currency,
    brandColor: shop.settings.theme.brand_color,
    tickets: tickets.map((ticket) => ({
      barcode: ticket.barcode,
      eventName: ticket.title,
      ticketName: ticket.ticket_name,
      datetime: ticket.datetime,
      priceCents: ticket.price_cents,
      vatBp: ticket.vat_bp,
      separate: ticket.pdf_group > 0,
    })),
    passCards: passes.map((card) => ({
      passName: card.pass_name,
      ownerName: card.owner_name,
      barcode: card.barcode,
      validFrom: card.valid_from,
      validTo: card.valid_to,
      postedTo: card.owner_address === null ? null : formatOwnerAddress(ownerAddressSchema.parse(JSON.parse(card.owner_address)), lang),
    })),
    giftVouchers: vouchers.map((voucher) => ({
      name: voucher.name,
      code: voucher.code,
      amountCents: voucher.amount,
      validTo: voucher.valid_to,
      recipient: voucher.recipient,
      message: voucher.message,
    })),
  };
};

export const renderOrderTickets = async (db: Db, shops: ShopResolver, orderId: number): Promise<Buffer | undefined> => {
  const doc = await loadTicketDocument(db, shops, orderId);
  return doc === undefined ? undefined : renderTicketsPdf(doc);
};
