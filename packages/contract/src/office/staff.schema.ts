import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { oneLineText } from '../common/text-fields.js';

/**
 * DESIGN.md "Back office": owner (everything, staff, settings), editor (catalog and content), box
 * office (orders, refunds, desk), door (scanner only), accountant (reports, exports, read only).
 */
export const OFFICE_ROLES = ['owner', 'editor', 'box-office', 'door', 'accountant'] as const;
export const officeRoleSchema = z.enum(OFFICE_ROLES);
export type OfficeRole = z.infer<typeof officeRoleSchema>;

/** A catalog id of an event or tour, as the catalog file names it. */
const catalogIdSchema = oneLineText(100).pipe(z.string().min(1));

/**
 * Which events and tours a staff member may work on: null is all of them, a list only those. The
 * owner's scope is always all.
 */
export const staffScopeSchema = z.object({
  events: z.array(catalogIdSchema).max(500).nullable(),
  tours: z.array(catalogIdSchema).max(500).nullable(),
});
export type StaffScope = z.infer<typeof staffScopeSchema>;

/** A staff member as their own session sees them. */
export const sessionStaffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: officeRoleSchema,
  scope: staffScopeSchema,
  /** Whether this person may refund (box office; owners always may). */
  canRefund: z.boolean(),
  /** The office's language for this person. */
  language: langSchema,
});
export type SessionStaff = z.infer<typeof sessionStaffSchema>;

/** A staff member as the owner's staff list shows them; `version` guards an edit against a stale copy. */
export const staffMemberSchema = sessionStaffSchema.extend({
  disabled: z.boolean(),
  /** False until the invitation's set-up link was used and the authenticator enrolled. */
  active: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  version: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /office/api/staff` (owner). */
export const staffListResponseSchema = envelope(z.object({ staff: z.array(staffMemberSchema) }));
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** `POST /office/api/staff` (owner): invites by mail with a one-time set-up link; answers 201 with the new member. */
export const createStaffBodySchema = z.object({
  email: oneLineText(254).pipe(z.email()),
  name: oneLineText(200).pipe(z.string().min(1)),
  role: officeRoleSchema,
  scope: staffScopeSchema,
  canRefund: z.boolean(),
  language: langSchema,
});
export type CreateStaffBody = z.input<typeof createStaffBodySchema>;
export const staffMemberResponseSchema = envelope(z.object({ staff: staffMemberSchema }));
export type StaffMemberResponse = z.infer<typeof staffMemberResponseSchema>;

/**
 * `PATCH /office/api/staff/:id` (owner): the fields given change; `version` is the one last read.
 * A stale version answers 409 OFFICE_STALE with the current record (officeStaleErrorSchema);
 * disabling or demoting the last owner answers 409 OFFICE_LAST_OWNER.
 */
export const updateStaffBodySchema = z.object({
  role: officeRoleSchema.optional(),
  scope: staffScopeSchema.optional(),
  canRefund: z.boolean().optional(),
  disabled: z.boolean().optional(),
  version: z.number().int().min(0),
});
export type UpdateStaffBody = z.input<typeof updateStaffBodySchema>;

export const staffIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** The error answer of a stale edit: the error envelope plus the record as it is now. */
export const officeStaleErrorSchema = z.strictObject({
  code: z.literal('OFFICE_STALE'),
  message: z.string(),
  current: staffMemberSchema,
});
export type OfficeStaleError = z.infer<typeof officeStaleErrorSchema>;

/** `POST /office/api/staff/:id/sessions/end` (owner): signs the member out everywhere. */
export const endSessionsResponseSchema = envelope(z.object({ ended: z.number().int() }));
