import type { Lang } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import type { ShopResolver } from '../../kernel/shop-context.js';
import { mailBrand } from '../../mail/mail-brand.js';
import type { LineKinds } from '../../modules/commerce/line-kinds.js';
import { findOrder } from '../../modules/orders/orders.repository.js';
import type { DocumentFiles } from '../museum-identity.js';
import { loadTicketDocument } from '../order-tickets.js';
import { walletLogo, type WalletLogo } from './wallet-images.js';

/** An admission ticket as a wallet shows it: the code the scanner reads, the slot and the venue. */
export interface WalletTicket {
  kind: 'ticket';
  barcode: string;
  eventName: string;
  ticketName: string;
  /** ISO instants of the slot, or null for a ticket without a time. */
  datetime: string | null;
  endsAt: string | null;
  venue: string | null;
}

/** An annual-pass card, made out to its owner. */
export interface WalletPassCard {
  kind: 'pass';
  barcode: string;
  passName: string;
  ownerName: string;
  /** Days (YYYY-MM-DD), both inclusive. */
  validFrom: string;
  validTo: string;
}

export type WalletItem = WalletTicket | WalletPassCard;

/** A booked order's wallet passes, in the museum's face. */
export interface WalletOrder {
  orderNumber: number;
  lang: Lang;
  locale: string;
  timeZone: string;
  museum: string;
  /** The museum's address in one line, for the back of the pass. */
  address: string;
  colours: { background: string; foreground: string; label: string };
  logo: WalletLogo | null;
  /** The logo's PNG on PUBLIC_URL, for Google Wallet (which fetches it), or null. */
  logoUrl: string | null;
  /** The shop's address, which Google Wallet accepts the save link from. */
  publicUrl: string;
  items: WalletItem[];
}

/**
 * The tickets and pass cards of a booked order, the same the PDF prints (same codes, slots and
 * venues); undefined for an order that is not booked or issued none.
 */
export const loadWalletOrder = async (db: Db, shops: ShopResolver, kinds: LineKinds, orderId: number, files: DocumentFiles & { publicUrl: string }): Promise<WalletOrder | undefined> => {
  const doc = await loadTicketDocument(db, shops, kinds, orderId, files);
  const order = await findOrder(db, orderId);
  if (doc === undefined || order === undefined) return undefined;
  const tickets = [...doc.tickets, ...(doc.visits ?? []).flatMap((visit) => visit.tickets)].map(
    (ticket): WalletTicket => ({ kind: 'ticket', barcode: ticket.barcode, eventName: ticket.eventName, ticketName: ticket.ticketName, datetime: ticket.datetime, endsAt: ticket.endsAt, venue: ticket.venue }),
  );
  const cards = (doc.passCards ?? []).map(
    (card): WalletPassCard => ({ kind: 'pass', barcode: card.barcode, passName: card.passName, ownerName: card.ownerName, validFrom: card.validFrom, validTo: card.validTo }),
  );
  const items = [...tickets, ...cards];
  if (items.length === 0) return undefined;
  const shop = await shops.resolve(order.shop_id, doc.lang);
  const { theme } = shop.settings;
  const brand = mailBrand(shop.settings, files.publicUrl);
  return {
    orderNumber: doc.orderNumber,
    lang: doc.lang,
    locale: doc.locale,
    timeZone: doc.timeZone,
    museum: doc.museum.name,
    address: [doc.museum.street, doc.museum.zipCity, doc.museum.country].filter((part) => part !== '').join(', '),
    colours: { background: theme.brand_color, foreground: theme.brand_contrast_color, label: theme.brand_contrast_color },
    logo: await walletLogo(files, theme.logo),
    logoUrl: brand.logoUrl,
    publicUrl: files.publicUrl,
    items,
  };
};
