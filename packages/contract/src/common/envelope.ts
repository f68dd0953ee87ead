import { z } from 'zod';
import { errorCodeSchema } from './error-codes.js';

/** Every successful answer is `{ data: ... }` (DESIGN.md, wire contract). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * Every error answer, exactly: a stable code, a message in the request's language, field errors as
 * lists, and `params`, the numbers a message names (OVERBOOKED: requested, available). Nothing else:
 * SPEC §8's `error` of a 422 is the same text as `message`, which the shop's own client reads.
 */
export const apiErrorSchema = z.strictObject({
  code: errorCodeSchema,
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
