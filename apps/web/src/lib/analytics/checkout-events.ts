import { centsToDecimal } from '@foyer/domain';
import type { CartLine } from '../storage/cart-store';
import { ecommercePayload, trackEcommerce, type EcommerceItem } from './ecommerce';
import { DATA_LAYER_NAME } from './tag-manager';

/** A basket line as analytics saw it when it was added: the facts its feature recorded with it. */
export const cartLineItem = (line: CartLine): EcommerceItem => line.analytics;

/** Voucher codes pay for the order; they are no products, so analytics never reports them as items. */
const reportedItems = (lines: readonly CartLine[]): EcommerceItem[] => lines.filter((line) => line.type !== 'voucherCode').map(cartLineItem);

const push = (entry: object): void => {
  const layer = (window as Window & { [DATA_LAYER_NAME]?: unknown[] })[DATA_LAYER_NAME];
  if (!Array.isArray(layer)) return;
  layer.push({ ecommerce: null }, entry);
};

export const trackRemoveFromCart = (line: CartLine, currency: string): void => trackEcommerce('remove_from_cart', currency, reportedItems([line]));

export const trackBeginCheckout = (lines: readonly CartLine[], currency: string): void => trackEcommerce('begin_checkout', currency, reportedItems(lines));

/** SPEC §9: the checkout event takes a step (1 basket, 2 sign in, 3 payment, 4 complete) and an option. */
export const trackCheckoutStep = (step: number, lines: readonly CartLine[], currency: string, option?: string): void => {
  const items = reportedItems(lines);
  if (items.length === 0) return;
  const { ecommerce } = ecommercePayload('begin_checkout', currency, items);
  push({ event: 'checkout', ecommerce: { ...ecommerce, checkout: { actionField: option === undefined ? { step } : { step, option } } } });
};

/** The option chosen at a step (the payment method at step 3). */
export const trackCheckoutOption = (step: number, option: string): void =>
  push({ event: 'checkout_option', ecommerce: { checkout_option: { actionField: { step, option } } } });

/** The booking: transaction id, value and tax of the lines in the shop currency, and the order's shipping (DESIGN.md: no other fees). */
export const trackPurchase = (transactionId: string, lines: readonly CartLine[], currency: string, shippingCents = 0): void => {
  const items = reportedItems(lines);
  if (items.length === 0) return;
  const { ecommerce } = ecommercePayload('purchase', currency, items);
  push({ event: 'purchase', ecommerce: { transaction_id: transactionId, ...ecommerce, shipping: centsToDecimal(shippingCents) } });
};
