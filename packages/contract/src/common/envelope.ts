import { z } from 'zod';
import { errorCodeSchema } from './error-codes.js';

/** Every successful answer is `{ data: ... }` (DESIGN.md, wire contract). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Every error answer: a stable code, a message in the request's language, field errors as lists. */
export const apiErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
