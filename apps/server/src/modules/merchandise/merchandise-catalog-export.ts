import { PASS_PRODUCT_KIND } from '@foyer/contract';
import type { Executor } from '../../db/database.js';
import type { CatalogProduct, CatalogProductGroup } from './merchandise-catalog.schema.js';

/** The shop's categories and listed products (annual passes included) as the catalog file writes them; what was sold stays out. */
export const exportMerchandise = async (db: Executor, shopId: number): Promise<{ product_groups: CatalogProductGroup[]; products: CatalogProduct[] }> => {
  const groups = await db.selectFrom('product_groups').selectAll().where('shop_id', '=', shopId).orderBy('id').execute();
  const products = await db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('listed', '=', 1).orderBy('id').execute();
  return {
    product_groups: groups.map((group) => ({ id: group.id, slug: group.slug, name: JSON.parse(group.name), sequence_no: group.sequence_no })),
    products: products.map((product) => ({
      id: product.id,
      name: JSON.parse(product.name),
      teaser: JSON.parse(product.teaser),
      description: JSON.parse(product.description),
      images: JSON.parse(product.images),
      price: product.price,
      vat_value: product.vat_value,
      stock: product.stock,
      weight: product.weight_grams,
      sequence_no: product.sequence_no,
      custom_groups: JSON.parse(product.groups),
      product_kind_ref: product.product_kind_ref,
      ...(product.validity_months === null ? {} : { validity_months: product.validity_months }),
      // Null means no limit for a pass, so a pass writes it either way and goods never.
      ...(product.product_kind_ref === PASS_PRODUCT_KIND ? { door_entries_per_day: product.door_entries_per_day } : {}),
    })),
  };
};
