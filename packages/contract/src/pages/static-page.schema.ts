import { z } from 'zod';
import { envelope } from '../common/envelope.js';
import { STATIC_PAGE_IDS } from '../constants.js';
import { langParamsSchema } from '../common/lang-params.js';

export const staticPageIdSchema = z.enum(STATIC_PAGE_IDS);

/** Structured blocks instead of HTML, so page text can never inject markup. */
export const pageBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const staticPageParamsSchema = z.object({ id: staticPageIdSchema });
/** Path of `page/{id}`: any short id passes, so an unknown page answers 404 PAGE_NOT_FOUND rather than 400. */
export const staticPagePathSchema = langParamsSchema.extend({ id: z.string().min(1).max(64) });
export const staticPageSchema = z.object({
  id: staticPageIdSchema,
  title: z.string(),
  blocks: z.array(pageBlockSchema),
  updated_at: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;
export const staticPageResponseSchema = envelope(staticPageSchema);
