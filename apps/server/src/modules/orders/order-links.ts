import type { OrderRow } from './orders.repository.js';

/** The order's PDF (tickets, pass cards, vouchers), downloadable with its key alone: the booking result's `tickets_url`. */
export const ticketsPath = (order: Pick<OrderRow, 'id' | 'lang' | 'download_key'>): string =>
  `/api/${order.lang}/order/${order.id}/tickets.pdf?key=${order.download_key}`;

/** The order's review page in the shop (SPEC §2 order-review/{id}), opened by its unguessable token. */
export const reviewPath = (order: Pick<OrderRow, 'lang' | 'review_token'>): string => `/${order.lang}/order-review/${order.review_token}`;
