import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { langSchema } from '../common/languages.js';
import { oneLineText } from '../common/text-fields.js';
import { staticPageIdSchema } from '../pages/static-page.schema.js';
import { navKeySchema } from '../shop/shop-config.schema.js';

/** A page's block as the office edits it: the catalog's blocks (no HTML), each text on one line. */
export const officePageBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: oneLineText(300) }),
  z.object({ type: z.literal('paragraph'), text: oneLineText(10_000) }),
  z.object({ type: z.literal('list'), items: z.array(oneLineText(2_000)).min(1).max(100) }),
]);
export type OfficePageBlock = z.infer<typeof officePageBlockSchema>;

/** A title the shop can show: in at least one language. */
const pageTitleSchema = z
  .partialRecord(langSchema, oneLineText(200))
  .refine((titles) => Object.values(titles).some((title) => title !== ''), { params: { fieldMessage: 'required' } });

/**
 * One of the shop's own pages (imprint, terms, data protection, accessibility statement, shipping):
 * its title and blocks per language. A language without blocks shows the shop's first language's.
 */
export const officePageSchema = z.object({
  title: pageTitleSchema,
  blocks: z.partialRecord(langSchema, z.array(officePageBlockSchema).max(300)),
});
export type OfficePage = z.infer<typeof officePageSchema>;

/** A page as stored: `updatedAt` is the date the shop shows as "last updated", set by each edit. */
export const officePageRecordSchema = z.object({ id: staticPageIdSchema, version: z.number().int(), updatedAt: z.string(), page: officePageSchema });
export type OfficePageRecord = z.infer<typeof officePageRecordSchema>;

export const officePageSummarySchema = z.object({ id: staticPageIdSchema, title: z.partialRecord(langSchema, z.string()), updatedAt: z.string(), version: z.number().int() });
export type OfficePageSummary = z.infer<typeof officePageSummarySchema>;

/** `GET /office/api/pages` (owner, editor): the shop's pages in the order the footer lists them. */
export const officePageListResponseSchema = envelope(z.object({ pages: z.array(officePageSummarySchema) }));

/** `GET /office/api/pages/:id`, and the answer of an update. */
export const officePageResponseSchema = envelope(z.object({ record: officePageRecordSchema }));
export const officePageIdParamsSchema = z.object({ id: staticPageIdSchema });

/** `PUT /office/api/pages/:id` (owner, editor): the whole page and the version it was read at. */
export const updateOfficePageBodySchema = z.object({ page: officePageSchema, version: z.number().int().min(0) });
export type UpdateOfficePageBody = z.input<typeof updateOfficePageBodySchema>;

export const officePageStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officePageRecordSchema });
export type OfficePageStaleError = z.infer<typeof officePageStaleErrorSchema>;

/** The shop's own navigation labels per language (the catalog's `nav_translations`); a label left out keeps the shop's wording. */
export const officeNavigationLabelsSchema = z.partialRecord(navKeySchema, z.partialRecord(langSchema, oneLineText(60)));
export type OfficeNavigationLabels = z.infer<typeof officeNavigationLabelsSchema>;

/** The labels with the version of the shop's settings they belong to (an edit of either counts it up). */
export const officeNavigationRecordSchema = z.object({ version: z.number().int(), labels: officeNavigationLabelsSchema });
export type OfficeNavigationRecord = z.infer<typeof officeNavigationRecordSchema>;

/** `GET /office/api/navigation` (owner, editor), and the answer of an update. */
export const officeNavigationResponseSchema = envelope(z.object({ record: officeNavigationRecordSchema }));

/** `PUT /office/api/navigation` (owner, editor). */
export const updateOfficeNavigationBodySchema = z.object({ labels: officeNavigationLabelsSchema, version: z.number().int().min(0) });
export type UpdateOfficeNavigationBody = z.input<typeof updateOfficeNavigationBodySchema>;

export const officeNavigationStaleErrorSchema = z.strictObject({ code: z.literal('OFFICE_STALE'), message: z.string(), current: officeNavigationRecordSchema });
