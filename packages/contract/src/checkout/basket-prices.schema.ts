import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { wireCartItemSchema } from './init-payment.schema.js';

/** `checkout/prices` body: the basket's lines as initPayment gets them. */
export const basketPricesBodySchema = z.object({
  cart: z.object({ items: z.array(wireCartItemSchema).max(100) }),
});
export type BasketPricesBody = z.input<typeof basketPricesBodySchema>;

/** One part of a line as checkout would price it now: so many units at this price, of this VAT rate (basis points). */
export const currentLinePartSchema = z.object({ count: z.number().int(), unitPrice: z.number().int(), vatBp: z.number().int() });

/**
 * A line as checkout would price it now, in cents; null for a line checkout could not price (gone
 * from the catalog, malformed, a voucher code): initPayment says why when it is sent.
 */
export const currentLinePriceSchema = z.object({ totalPrice: z.number().int(), parts: z.array(currentLinePartSchema) }).nullable();
export type CurrentLinePrice = z.infer<typeof currentLinePriceSchema>;

/** The current price of each line, in the order of the body's items. */
export const basketPricesResponseSchema = envelope(z.object({ lines: z.array(currentLinePriceSchema) }));
export type BasketPricesResponse = z.infer<typeof basketPricesResponseSchema>;
