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

export const CART_ITEM_TYPES = ['ticket', 'dayTicket', 'guidedTour', 'merchandise', 'annualPass', 'voucher', 'donation'] as const satisfies readonly CartItemType[];
export const isCartItemType = (value: unknown): value is CartItemType => typeof value === 'string' && (CART_ITEM_TYPES as readonly string[]).includes(value);
