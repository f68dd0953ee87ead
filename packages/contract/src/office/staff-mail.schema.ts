import { STAFF_MAIL_ROLES } from '@foyer/domain';
import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';

export const staffMailRoleSchema = z.enum(STAFF_MAIL_ROLES);
export type StaffMailRole = z.infer<typeof staffMailRoleSchema>;

/** An address that receives the staff mails of a role, in the language the owner chose for it. */
export const staffMailAddressSchema = z.object({
  role: staffMailRoleSchema,
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  language: langSchema,
});
export type StaffMailAddress = z.infer<typeof staffMailAddressSchema>;

export const staffMailRecordSchema = z.object({ version: z.number().int(), addresses: z.array(staffMailAddressSchema) });
export type StaffMailRecord = z.infer<typeof staffMailRecordSchema>;

/** `GET /office/api/staff-mail` (owner): the addresses by role, each role's in the order saved. */
export const staffMailResponseSchema = envelope(z.object({ record: staffMailRecordSchema }));
export type StaffMailResponse = z.infer<typeof staffMailResponseSchema>;

/**
 * `PUT /office/api/staff-mail` (owner): the whole list and the version it was read at. An address
 * named twice for one role is refused (422 at `addresses.N.email`); a stale version answers 409
 * OFFICE_STALE with the list as it is now.
 */
export const updateStaffMailBodySchema = z.object({ addresses: z.array(staffMailAddressSchema).max(50), version: z.number().int().min(0) });
export type UpdateStaffMailBody = z.input<typeof updateStaffMailBodySchema>;

export const staffMailStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: staffMailRecordSchema });
