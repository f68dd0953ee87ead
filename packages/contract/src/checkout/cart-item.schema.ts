import { z } from 'zod';
import { donationCartItemSchema } from '../donations/donation-cart-item.schema.js';
import { ticketCartItemSchema } from '../events/ticket-cart-item.schema.js';
import { merchandiseCartItemSchema } from '../merchandise/merchandise-cart-item.schema.js';
import { annualPassCartItemSchema } from '../passes/annual-pass-cart-item.schema.js';
import { guidedTourCartItemSchema } from '../tours/tour-cart-item.schema.js';
import { voucherCartItemSchema } from '../vouchers/voucher-cart-item.schema.js';

/**
 * DESIGN.md "Commerce core": every kind of basket line the shop sells, one schema each, told apart
 * by `type`. Browser and server validate the same shapes; a new kind adds its schema here.
 */
export const cartItemSchema = z.discriminatedUnion('type', [
  ticketCartItemSchema,
  guidedTourCartItemSchema,
  merchandiseCartItemSchema,
  annualPassCartItemSchema,
  voucherCartItemSchema,
  donationCartItemSchema,
]);
/** What the browser sends for a line. */
export type CartItemInput = z.input<typeof cartItemSchema>;
/** A validated line, as the server prices it. */
export type CartItem = z.output<typeof cartItemSchema>;
export type CartItemType = CartItem['type'];
/** The item schema that carries type `T` (`ticket` and `dayTicket` share the ticket schema). */
export type CartItemOf<T extends CartItemType> = CartItem extends infer I ? (I extends { type: infer K } ? (T extends K ? I : never) : never) : never;

/** Every type once: a type the union gains and this misses, or one it no longer has, fails to compile. */
const EVERY_CART_ITEM_TYPE: { readonly [T in CartItemType]: true } = { ticket: true, dayTicket: true, guidedTour: true, merchandise: true, annualPass: true, voucher: true, donation: true };
export const CART_ITEM_TYPES = Object.keys(EVERY_CART_ITEM_TYPE) as readonly CartItemType[];
export const isCartItemType = (value: unknown): value is CartItemType => typeof value === 'string' && (CART_ITEM_TYPES as readonly string[]).includes(value);
