import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { localizedName } from './catalog-fields.js';

/**
 * A named group the catalog files its entries under, as the office edits it: a tour category (which
 * the shop's tour list filters by) or a gift-voucher group (the voucher list's choices). Both are
 * nothing but a name in the shop's languages, at least one of them written.
 */
export const officeCatalogGroupSchema = z.object({ name: localizedName });
export type OfficeCatalogGroup = z.infer<typeof officeCatalogGroupSchema>;

/** A group as stored: its id, its place in the shop's lists (`sequenceNo`) and the version an edit or a delete must name. */
export const officeCatalogGroupRecordSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  sequenceNo: z.number().int(),
  group: officeCatalogGroupSchema,
});
export type OfficeCatalogGroupRecord = z.infer<typeof officeCatalogGroupRecordSchema>;

/** `GET /office/api/tour-categories`, `GET /office/api/voucher-groups` (owner, editor): the shop's groups in its order. */
export const officeCatalogGroupListResponseSchema = envelope(z.object({ groups: z.array(officeCatalogGroupRecordSchema) }));
export type OfficeCatalogGroupListResponse = z.infer<typeof officeCatalogGroupListResponseSchema>;

/** The answer of a create (201) or a rename. */
export const officeCatalogGroupResponseSchema = envelope(z.object({ record: officeCatalogGroupRecordSchema }));

export const officeCatalogGroupIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /office/api/tour-categories` (or `/voucher-groups`): a new group, placed after the others. */
export const createOfficeCatalogGroupBodySchema = z.object({ group: officeCatalogGroupSchema });
export type CreateOfficeCatalogGroupBody = z.input<typeof createOfficeCatalogGroupBodySchema>;

/** `PUT /office/api/tour-categories/:id` (or `/voucher-groups/:id`): the group and the version it was read at. */
export const updateOfficeCatalogGroupBodySchema = z.object({ group: officeCatalogGroupSchema, version: z.number().int().min(0) });
export type UpdateOfficeCatalogGroupBody = z.input<typeof updateOfficeCatalogGroupBodySchema>;

/**
 * `DELETE /office/api/tour-categories/:id?version=N` (or `/voucher-groups/:id`): 204 when deleted. While a
 * tour or voucher, listed or not, is filed under it: 409 OFFICE_GROUP_IN_USE with `params.count`, how many.
 */
export const deleteOfficeCatalogGroupQuerySchema = z.object({ version: z.coerce.number().int().min(0).max(2_147_483_647) });

export const officeCatalogGroupStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officeCatalogGroupRecordSchema });
export type OfficeCatalogGroupStaleError = z.infer<typeof officeCatalogGroupStaleErrorSchema>;
