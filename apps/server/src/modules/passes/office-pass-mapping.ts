import { PASS_PRODUCT_KIND, type OfficePass, type OfficePassRecord } from '@foyer/contract';
import { picturesAfterEdit, writtenTexts, type CatalogImage } from '../../catalog/office-entry-texts.js';
import { productSchema, type CatalogProduct } from '../merchandise/public.js';
import type { StoredPass } from './office-passes.repository.js';

/** A pass as stored, in the office's shape: the catalog's product in camelCase, its first picture as the one the office edits. */
export const officePassRecordOf = (row: StoredPass): OfficePassRecord => {
  const [image] = JSON.parse(row.images) as CatalogImage[];
  return {
    id: row.id,
    version: row.version,
    sold: row.sold,
    pass: {
      name: JSON.parse(row.name),
      teaser: JSON.parse(row.teaser),
      description: JSON.parse(row.description),
      image: image?.src ?? null,
      imageAlt: image?.alt ?? {},
      price: row.price,
      vatValue: row.vat_value,
      validityMonths: row.validity_months ?? 12,
      doorEntriesPerDay: row.door_entries_per_day,
      stock: row.stock,
      listed: row.listed === 1,
      sequenceNo: row.sequence_no,
    },
  };
};

/**
 * The office's pass as the catalog's product, for the writer the catalog's import uses. Fields the
 * office does not edit (categories, a weight that never counts for a pass) keep their stored values.
 */
export const catalogPassOf = (id: number, pass: OfficePass, stored: StoredPass | undefined): CatalogProduct =>
  productSchema.parse({
    id,
    name: writtenTexts(pass.name),
    teaser: writtenTexts(pass.teaser),
    description: writtenTexts(pass.description),
    images: picturesAfterEdit(stored?.images, pass.image, pass.imageAlt),
    price: pass.price,
    vat_value: pass.vatValue,
    stock: pass.stock,
    weight: stored?.weight_grams ?? 0,
    sequence_no: pass.sequenceNo,
    custom_groups: stored === undefined ? [] : JSON.parse(stored.groups),
    product_kind_ref: PASS_PRODUCT_KIND,
    validity_months: pass.validityMonths,
    door_entries_per_day: pass.doorEntriesPerDay,
  });
