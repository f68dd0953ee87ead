import type { OrderRow } from './orders.repository.js';

/** The order's PDF (tickets, pass cards, vouchers), downloadable with its key alone: the booking result's `tickets_url`. */
export const ticketsPath = (order: Pick<OrderRow, 'id' | 'lang' | 'download_key'>): string =>
  `/api/${order.lang}/order/${order.id}/tickets.pdf?key=${order.download_key}`;

/** The order's review page in the shop (SPEC §2 order-review/{id}), opened by its unguessable token. */
export const reviewPath = (order: Pick<OrderRow, 'lang' | 'review_token'>): string => `/${order.lang}/order-review/${order.review_token}`;

/** Which wallets the museum configured (APPLE_WALLET_*, GOOGLE_WALLET_*). */
export interface WalletOffer {
  apple: boolean;
  google: boolean;
}

/**
 * The order's wallet passes, opened with the same key as its PDF: for an order that issued tickets or
 * pass cards (`issued`: what its lines issue), and only for the wallets the museum configured.
 */
export const walletLinks = (
  order: Pick<OrderRow, 'id' | 'lang' | 'download_key' | 'status'>,
  issued: readonly string[],
  offer: WalletOffer,
): { apple_url: string | null; google_url: string | null } | undefined => {
  if (order.status !== 'booked' || !(offer.apple || offer.google) || !issued.some((kind) => kind === 'admission-tickets' || kind === 'pass-cards')) return undefined;
  const path = (wallet: string) => `/api/${order.lang}/order/${order.id}/wallet/${wallet}?key=${order.download_key}`;
  return { apple_url: offer.apple ? path('apple') : null, google_url: offer.google ? path('google') : null };
};
