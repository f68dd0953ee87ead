import { PASS_PRODUCT_KIND } from '@foyer/contract';
import { DomainError } from '../../errors/domain-error.js';
import type { LineKind } from '../commerce/line-kind.js';
import { findListedProduct } from './merchandise.repository.js';
import { productLine } from './product-line.js';

/**
 * Goods (SPEC §3 merchandise line: id and count): units of the product's stock, weighed for
 * shipping. Nothing is issued for them: the confirmation lists them with the delivery address.
 */
export const merchandiseLineKind: LineKind<'merchandise'> = {
  issues: 'nothing',
  price: async (item, ctx) => {
    const product = await findListedProduct(ctx.db, ctx.shopId, item.id);
    if (product === undefined || product.product_kind_ref === PASS_PRODUCT_KIND) throw new DomainError('PRODUCT_NOT_FOUND');
    return { ...productLine('merchandise', product, item, ctx), shippingWeightGrams: product.weight_grams * item.count, details: { productId: product.id } };
  },
  fulfil: async () => undefined,
  describe: (line) => ({ name: line.name, title: line.title, count: line.count, datetime: line.datetime, totalCents: line.total_cents, facts: [] }),
};
