import type { InitPaymentBody, PaymentAux } from '@foyer/contract';
import type { CartLine } from '../../lib/storage/cart-store';
import { wireCart } from '../../lib/storage/wire-cart';

export { CART_VERSION } from '../../lib/storage/wire-cart';

/**
 * SPEC §2: the payment returns to the success page when the shop confirms payment on checkout, else to
 * the accepted page (with an order button); a failed or cancelled payment returns to the failed page.
 * Only the paths go: the server puts them on its own public address, whatever this page's host is.
 */
export const returnUrls = (lang: string, confirmOnCheckout: boolean): InitPaymentBody['url'] => ({
  continue: `/${lang}/checkout/${confirmOnCheckout ? 'success' : 'accepted'}`,
  cancel: `/${lang}/checkout/failed`,
});

export interface PaymentChoice {
  payart: number;
  aux: PaymentAux;
}

/** What goes with the order besides the way to pay: SPEC §3 "your reference" and SPEC §9's referrer, each when there is one. */
export interface OrderExtras {
  reference?: string | null;
  referrer?: string | null;
}

/** SPEC §7: each line sends the item its feature built, exactly as the server validates and prices it. */
export const initPaymentBody = (choice: PaymentChoice, lines: readonly CartLine[], urls: InitPaymentBody['url'], extras: OrderExtras = {}): InitPaymentBody => ({
  payart: choice.payart,
  aux: choice.aux,
  cart: { ...wireCart(lines), external_document_number: extras.reference?.trim() || null },
  url: urls,
  ...(extras.referrer ? { referrer: extras.referrer } : {}),
});
