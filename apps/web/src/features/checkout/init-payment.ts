import type { InitPaymentBody, PaymentAux } from '@foyer/contract';
import type { CartLine, TourLineDetail } from '../../lib/storage/cart-store';

/** Version of the cart item format sent to the server (SPEC §7: cart items are versioned). */
export const CART_VERSION = 1;

/** SPEC §7 guidedTour item: type, answers, datetime, tourId, prices[{id,count}], tickets[{id,count,subtickets}]. */
const guidedTourItem = (line: CartLine, tour: TourLineDetail): { type: string } & Record<string, unknown> => ({
  type: 'guidedTour',
  tourId: tour.tourId,
  datetime: line.datetime,
  prices: tour.prices.map((price) => ({ id: price.id, count: price.count })),
  tickets: tour.tickets.map((ticket) => ({ id: ticket.id, count: ticket.count, subtickets: ticket.subtickets.map((sub) => ({ id: sub.id, count: sub.count })) })),
  answers: tour.answers.map(({ qId, type, value }) => ({ qId, type, value })),
  totalPrice: line.totalPrice,
});

/**
 * SPEC §7 checkout item: a ticket sends type, count, id, datetime, subtickets; a guided tour its own
 * shape (guidedTourItem); other items go as they are.
 */
export const checkoutItem = (line: CartLine): { type: string } & Record<string, unknown> => {
  const { ticket, tour, ...rest } = line;
  if (tour) return guidedTourItem(line, tour);
  if (!ticket) return { ...rest };
  return {
    type: line.type,
    count: line.count ?? 0,
    id: line.id,
    datetime: line.datetime,
    subtickets: ticket.subtickets.map((sub) => ({ id: sub.id, count: sub.count })),
    // What the basket showed: the server refuses the order if its own price differs.
    totalPrice: line.totalPrice,
  };
};

/**
 * SPEC §2: the payment returns to the success page when the shop confirms payment on checkout, else to
 * the accepted page (with an order button); a failed or cancelled payment returns to the failed page.
 */
export const returnUrls = (origin: string, lang: string, confirmOnCheckout: boolean): InitPaymentBody['url'] => ({
  continue: `${origin}/${lang}/checkout/${confirmOnCheckout ? 'success' : 'accepted'}`,
  cancel: `${origin}/${lang}/checkout/failed`,
});

export interface PaymentChoice {
  payart: number;
  aux: PaymentAux;
}

export const initPaymentBody = (
  choice: PaymentChoice,
  lines: readonly CartLine[],
  urls: InitPaymentBody['url'],
  externalDocumentNumber: string | null = null,
): InitPaymentBody => ({
  payart: choice.payart,
  aux: choice.aux,
  cart: { ver: CART_VERSION, items: lines.map(checkoutItem), external_document_number: externalDocumentNumber },
  url: urls,
});
