import { z } from 'zod';
import { errorCodeSchema } from './error-codes.js';

/** Every successful answer is `{ data: ... }` (DESIGN.md, wire contract). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * Every error answer: a stable code, a message in the request's language, field errors as lists.
 * `params` carries the numbers a message names (OVERBOOKED: requested, available); 422 answers
 * repeat the message as `error`, where SPEC §8 has the checkout read it.
 */
export const apiErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  error: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
