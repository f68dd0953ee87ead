import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { productSummarySchema } from '../merchandise/merchandise.schema.js';
import { wireCartItemSchema } from './init-payment.schema.js';

/** DESIGN.md "Upselling": the basket shows at most this many suggestions. */
export const MAX_SUGGESTIONS = 3;

/** SPEC §7 `checkout/suggest` body: the cart as initPayment gets it; lines it cannot read are ignored. */
export const suggestBodySchema = z.object({
  cart: z.object({
    ver: z.union([z.number(), z.string().max(40)]).optional(),
    items: z.array(wireCartItemSchema).max(100),
  }),
});
export type SuggestBody = z.input<typeof suggestBodySchema>;

/**
 * A suggestion: a product the basket adds in one tap, or a visit (event tickets, guided tour)
 * whose page the visitor opens to choose a date. Texts in the request language, prices in cents.
 */
export const suggestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), product: productSummarySchema }),
  z.object({
    kind: z.literal('visit'),
    type: z.enum(['ticket', 'guidedTour']),
    id: z.number().int().positive(),
    name: z.string(),
    teaser: z.string(),
    image: z.string().nullable(),
    price_from: z.number().int().nonnegative().nullable(),
  }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestResponseSchema = envelope(z.object({ suggestions: z.array(suggestionSchema).max(MAX_SUGGESTIONS) }));
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
