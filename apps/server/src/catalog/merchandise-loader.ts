import { PASS_PRODUCT_KIND } from '@foyer/contract';
import type { Executor } from '../modules/claims/claim-resources.js';
import type { Catalog } from './catalog.schema.js';

/** DESIGN.md "Passes": a pass is valid for 12 months from purchase unless the catalog says otherwise. */
export const DEFAULT_PASS_VALIDITY_MONTHS = 12;

/**
 * Upserts a shop's categories, products, shipping zones and suggestion rules. Products the file no
 * longer names stay unlisted, because orders and claims point at them; `sold` and `held` are never
 * touched here, so loading a catalog again keeps what was sold (raising `stock` restocks).
 */
export const upsertMerchandise = async (db: Executor, shopId: number, catalog: Pick<Catalog, 'product_groups' | 'products' | 'shipping' | 'suggestions'>): Promise<void> => {
  let staleGroups = db.deleteFrom('product_groups').where('shop_id', '=', shopId);
  if (catalog.product_groups.length > 0) staleGroups = staleGroups.where('id', 'not in', catalog.product_groups.map((group) => group.id));
  await staleGroups.execute();
  for (const group of catalog.product_groups) {
    const row = { shop_id: shopId, slug: group.slug, name: JSON.stringify(group.name), sequence_no: group.sequence_no };
    await db.insertInto('product_groups').values({ id: group.id, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }

  let unlisted = db.updateTable('products').set({ listed: 0 }).where('shop_id', '=', shopId);
  if (catalog.products.length > 0) unlisted = unlisted.where('id', 'not in', catalog.products.map((product) => product.id));
  await unlisted.execute();
  for (const product of catalog.products) {
    const row = {
      shop_id: shopId,
      name: JSON.stringify(product.name),
      teaser: JSON.stringify(product.teaser),
      description: JSON.stringify(product.description),
      images: JSON.stringify(product.images),
      price: product.price,
      vat_value: product.vat_value,
      weight_grams: product.weight,
      sequence_no: product.sequence_no,
      groups: JSON.stringify(product.custom_groups),
      product_kind_ref: product.product_kind_ref,
      validity_months: product.product_kind_ref === PASS_PRODUCT_KIND ? (product.validity_months ?? DEFAULT_PASS_VALIDITY_MONTHS) : null,
      stock: product.stock,
      listed: 1,
    };
    await db.insertInto('products').values({ id: product.id, sold: 0, held: 0, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
  }

  const commerce = { shipping: JSON.stringify(catalog.shipping), suggestions: JSON.stringify(catalog.suggestions) };
  await db
    .insertInto('shop_commerce')
    .values({ shop_id: shopId, ...commerce })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet(commerce))
    .execute();
};
