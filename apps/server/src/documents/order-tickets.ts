import type { Lang } from '@foyer/contract';
import { isLang } from '@foyer/contract';
import type { Db } from '../db/database.js';
import { museumDate } from '@foyer/domain';
import { describeLine, lineIssues } from '../modules/commerce/line-kinds.js';
import { findIssuedVoucherCodes, voucherArtwork } from '../modules/gift-vouchers/issued-voucher-codes.js';
import { findOrder, findOrderLines, type OrderLineRow, type OrderRow } from '../modules/orders/orders.repository.js';
import { findIssuedPasses } from '../modules/passes/issued-passes.js';
import { formatOwnerAddress, ownerAddressSchema } from '../modules/passes/pass-line-details.js';
import { shopLocale, type ShopResolver } from '../modules/shop/shop-context.js';
import { museumIdentity } from './museum-identity.js';
import { buyerAddress } from './buyer-address.js';
import { loadVisits, type Visit } from './order-visits.js';
import { loadVoucherArtwork } from './voucher-artwork.js';
import type { PdfReceipt } from './document-model.js';
import type { PdfTicket, TicketDocument } from './ticket-pdf.js';

export const orderLang = (lang: string): Lang => (isLang(lang) ? lang : 'en');

type IssuedTicketRow = { barcode: string; ticket_name: string; price_cents: number; vat_bp: number; pdf_group: number; order_line_id: number };

const pdfTicket = (ticket: IssuedTicketRow, line: OrderLineRow, eventName: string, visit: Visit | undefined): PdfTicket => ({
  barcode: ticket.barcode,
  eventName,
  ticketName: ticket.ticket_name,
  datetime: line.datetime,
  endsAt: visit?.endsAt ?? null,
  venue: visit?.venue ?? null,
  priceCents: ticket.price_cents,
  vatBp: ticket.vat_bp,
  separate: ticket.pdf_group > 0,
});

/** A receipt for each line that issues one (a donation where the museum gives receipts), made out to the buyer. */
const receiptsOf = async (db: Db, order: OrderRow, lines: readonly OrderLineRow[], lang: Lang, timeZone: string): Promise<PdfReceipt[]> => {
  const given = lines.filter((line) => lineIssues(line) === 'donation-receipts');
  if (given.length === 0) return [];
  const from = await buyerAddress(db, order.customer_id, lang);
  const day = museumDate(order.booked_at ?? order.created_at, timeZone);
  return given.map((line) => {
    const described = describeLine(line, lang);
    return { name: described.name, amountCents: described.totalCents, day, from, thanks: described.note ?? null };
  });
};

/**
 * Everything the PDF of a booked order shows: the museum, its lines as their kinds describe them
 * (each tour with its own tickets), the issued tickets, pass cards, gift vouchers and receipts.
 */
export const loadTicketDocument = async (db: Db, shops: ShopResolver, orderId: number, staticDir: string): Promise<TicketDocument | undefined> => {
  const order = await findOrder(db, orderId);
  if (order === undefined || order.status !== 'booked') return undefined;
  const lang = orderLang(order.lang);
  const shop = await shops.resolve(order.shop_id, lang);
  const tickets = await db
    .selectFrom('issued_tickets')
    .select(['barcode', 'ticket_name', 'price_cents', 'vat_bp', 'pdf_group', 'order_line_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const lines = await findOrderLines(db, orderId);
  const visits = await loadVisits(db, lines, shop);
  const isTour = (line: OrderLineRow): boolean => line.type === 'guidedTour';
  const lineOf = new Map(lines.map((line) => [line.id, line]));
  const passes = await findIssuedPasses(db, orderId);
  const vouchers = await findIssuedVoucherCodes(db, orderId);
  const artwork = await voucherArtwork(db, vouchers.map((voucher) => voucher.details));
  return {
    // A voucher's page shows whom it is for and the message itself: no booking sheet repeats them.
    details: lines
      .filter((line) => !isTour(line) && line.type !== 'voucher')
      .map((line) => describeLine(line, lang))
      .filter((line) => line.facts.length > 0),
    tours: lines.filter(isTour).map((line) => {
      const visit = visits.get(line.id);
      return {
        name: line.name,
        eventName: line.title,
        datetime: line.datetime ?? '',
        endsAt: visit?.endsAt ?? null,
        meetingPoint: visit?.venue ?? null,
        facts: describeLine(line, lang).facts,
        tickets: tickets.filter((ticket) => ticket.order_line_id === line.id).map((ticket) => pdfTicket(ticket, line, line.name, visit)),
      };
    }),
    museum: await museumIdentity(shop.settings, lang, staticDir),
    orderNumber: order.id,
    lang,
    locale: shopLocale(shop),
    timeZone: shop.settings.time_zone,
    currency: order.currency,
    brandColor: shop.settings.theme.brand_color,
    tickets: tickets.flatMap((ticket) => {
      const line = lineOf.get(ticket.order_line_id);
      return line === undefined || isTour(line) ? [] : [pdfTicket(ticket, line, line.title, visits.get(line.id))];
    }),
    passCards: passes.map((card) => ({
      passName: card.pass_name,
      ownerName: card.owner_name,
      barcode: card.barcode,
      validFrom: card.valid_from,
      validTo: card.valid_to,
      postedTo: card.owner_address === null ? null : formatOwnerAddress(ownerAddressSchema.parse(JSON.parse(card.owner_address)), lang),
    })),
    receipts: await receiptsOf(db, order, lines, lang, shop.settings.time_zone),
    giftVouchers: await Promise.all(
      vouchers.map(async (voucher) => ({
        name: voucher.name,
        artwork: await loadVoucherArtwork(staticDir, artwork.get(voucher.details) ?? null),
        code: voucher.code,
        amountCents: voucher.amount,
        validTo: voucher.valid_to,
        recipient: voucher.recipient,
        message: voucher.message,
      })),
    ),
  };
};
