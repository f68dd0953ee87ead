import { localizedTextSchema } from '@foyer/contract';
import { z } from 'zod';

/** A picture of something on sale: a path relative to the static folder and its alt text per language. */
export const catalogImageSchema = z.object({ src: z.string(), alt: localizedTextSchema });

/**
 * The pictures of a product or a gift voucher in the catalog file (docs/catalog-format.md, `images`),
 * the card's first; stored as this JSON in the row's `images` column.
 */
export const catalogImagesSchema = z.array(catalogImageSchema).default([]);
