import type { CartLine, CartLineItem } from './cart-line';

/** Version of the cart item format sent to the server (SPEC §7: cart items are versioned). */
export const CART_VERSION = 1;

/** SPEC §7 cart as initPayment and checkout/suggest take it: each line's item exactly as its feature built it. */
export const wireCart = (lines: readonly Pick<CartLine, 'item'>[]): { ver: number; items: CartLineItem[] } => ({
  ver: CART_VERSION,
  items: lines.map((line) => line.item),
});
