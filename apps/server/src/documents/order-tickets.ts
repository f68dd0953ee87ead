import type { Lang } from '@foyer/contract';
import { isLang } from '@foyer/contract';
import type { Db } from '../db/database.js';
import type { ShopResolver } from '../modules/shop/shop-context.js';
import { findOrder } from '../modules/orders/orders.repository.js';
import { parseTourBookingDetails } from '../modules/tours/tour-answers.js';
import { renderTicketsPdf, type TicketDocument } from './ticket-pdf.js';

export const orderLang = (lang: string): Lang => (isLang(lang) ? lang : 'en');

/** Everything the PDF of a booked order shows, read from the order, its lines and issued tickets. */
export const loadTicketDocument = async (db: Db, shops: ShopResolver, orderId: number): Promise<TicketDocument | undefined> => {
  const order = await findOrder(db, orderId);
  if (order === undefined || order.status !== 'booked') return undefined;
  const lang = orderLang(order.lang);
  const shop = await shops.resolve(order.shop_id, lang);
  const tickets = await db
    .selectFrom('issued_tickets')
    .innerJoin('order_lines', 'order_lines.id', 'issued_tickets.order_line_id')
    .select([
      'issued_tickets.barcode',
      'issued_tickets.ticket_name',
      'issued_tickets.price_cents',
      'issued_tickets.vat_bp',
      'order_lines.event_name',
      'order_lines.datetime',
      'order_lines.print_separately',
    ])
    .where('issued_tickets.order_id', '=', orderId)
    .orderBy('issued_tickets.id')
    .execute();
  const tours = await db
    .selectFrom('order_lines')
    .select(['name', 'event_name', 'datetime', 'answers'])
    .where('order_id', '=', orderId)
    .where('type', '=', 'guidedTour')
    .orderBy('line_no')
    .execute();
  return {
    tours: tours.map((line) => {
      const details = parseTourBookingDetails(line.answers);
      return {
        name: line.name,
        eventName: line.event_name,
        datetime: line.datetime,
        participants: details?.participants ?? 0,
        answers: (details?.answers ?? []).map((entry) => ({ question: entry.question, answer: entry.answer })),
      };
    }),
    museumName: shop.settings.meta.museum_name,
    orderNumber: order.id,
    lang,
    timeZone: shop.settings.time_zone,
    currency: order.currency,
    brandColor: shop.settings.theme.brand_color,
    tickets: tickets.map((ticket) => ({
      barcode: ticket.barcode,
      eventName: ticket.event_name,
      ticketName: ticket.ticket_name,
      datetime: ticket.datetime,
      priceCents: ticket.price_cents,
      vatBp: ticket.vat_bp,
      separate: ticket.print_separately === 1,
    })),
  };
};

export const renderOrderTickets = async (db: Db, shops: ShopResolver, orderId: number): Promise<Buffer | undefined> => {
  const doc = await loadTicketDocument(db, shops, orderId);
  return doc === undefined ? undefined : renderTicketsPdf(doc);
};
