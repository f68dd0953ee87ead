import { PASS_PRODUCT_KIND } from '@foyer/contract';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import type { LineKind } from '../commerce/public.js';
import { awaitShipping } from '../fulfilment/public.js';
import { merchandiseSuggestions } from './merchandise-suggestions.js';
import { findListedProduct, findListedProducts } from './merchandise.repository.js';
import type { MerchandiseService } from './merchandise.service.js';
import { productLine } from './product-line.js';

/**
 * Goods (SPEC §3 merchandise line: id and count): units of the product's stock, weighed for
 * shipping. Nothing is issued for them: the confirmation lists them with the delivery address, and
 * the booked order goes on the office's shipping list.
 * Suggestions name the product; one out of stock is not suggested.
 */
export const merchandiseLineKind = (merchandise: MerchandiseService): LineKind<'merchandise'> => ({
  issues: 'nothing',
  price: async (item, ctx) => {
    const product = await findListedProduct(ctx.db, ctx.shopId, item.id);
    if (product === undefined || product.product_kind_ref === PASS_PRODUCT_KIND) throw new DomainError('PRODUCT_NOT_FOUND');
    return { ...productLine('merchandise', product, item, ctx), shippingWeightGrams: product.weight_grams * item.count, details: { productId: product.id } };
  },
  fulfil: (trx, line) => awaitShipping(trx, line.order_id, new Date()),
  stockOf: (line) => z.object({ productId: z.number().int() }).parse(JSON.parse(line.details)).productId,
  describe: (line) => ({ name: line.name, title: line.title, count: line.count, datetime: line.datetime, totalCents: line.total_cents, facts: [] }),
  partsBelongTo: (line) => line.title,
  shippingWeight: async (db, shopId, lines) => {
    const products = new Map((await findListedProducts(db, shopId, lines.map((line) => line.id))).map((row) => [row.id, row]));
    return lines.reduce((grams, line) => grams + (products.get(line.id)?.weight_grams ?? 0) * line.count, 0);
  },
  suggestions: merchandiseSuggestions(merchandise),
});
