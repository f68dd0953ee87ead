import { z } from 'zod';
import { envelope } from '../common/envelope.js';

/** One staff write as the append-only audit log keeps it. `before` and `after` are the records as JSON (null where none). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who wrote: a staff id, or null for the command line. */
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  /** What was done, e.g. `staff.create`, `staff.update`, `staff.sessions.end`, `staff.set-up`. */
  action: z.string(),
  /** What it was done to, e.g. `staff:<id>`. */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `GET /office/api/audit` (owner): newest first, filtered by who, what and when (ISO 8601 instants,
 * `from` inclusive, `to` exclusive); `cursor` is the previous page's `nextCursor`.
 */
export const auditQuerySchema = z.object({
  staff: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  cursor: z.string().regex(/^\d{1,15}$/).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditResponseSchema = envelope(z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() }));
export type AuditResponse = z.infer<typeof auditResponseSchema>;
