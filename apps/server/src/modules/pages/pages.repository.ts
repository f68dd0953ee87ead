import { z } from 'zod';
import { langSchema, localizedTextSchema, pageBlockSchema, type StaticPageId } from '@foyer/contract';
import type { Db } from '../../db/database.js';

const storedPageSchema = z.object({
  title: localizedTextSchema,
  blocks: z.partialRecord(langSchema, z.array(pageBlockSchema)),
  updated_at: z.string(),
});
export type StoredPage = z.infer<typeof storedPageSchema>;

export const findStaticPage = async (db: Db, shopId: number, id: StaticPageId): Promise<StoredPage | undefined> => {
  const row = await db
    .selectFrom('static_pages')
    .select(['title', 'blocks', 'updated_at'])
    .where('shop_id', '=', shopId)
    .where('page_id', '=', id)
    .executeTakeFirst();
  return row
    ? storedPageSchema.parse({ title: JSON.parse(row.title), blocks: JSON.parse(row.blocks), updated_at: row.updated_at })
    : undefined;
};
