import { z } from 'zod';
import type { CatalogGroupKind } from '../catalog-groups/public.js';

const categoryIds = z.array(z.number().int());

/** The tour list's categories as the office edits them; a tour names its own (`tours.categories`, a JSON list). */
export const tourCategories: CatalogGroupKind = {
  table: 'tour_categories',
  path: 'tour-categories',
  audit: 'tour-category',
  notFound: 'OFFICE_TOUR_CATEGORY_NOT_FOUND',
  users: async (db, shopId, id) => {
    const tours = await db.selectFrom('tours').innerJoin('events', 'events.id', 'tours.id').select('tours.categories').where('events.shop_id', '=', shopId).execute();
    return tours.filter((tour) => categoryIds.parse(JSON.parse(tour.categories)).includes(id)).length;
  },
};
