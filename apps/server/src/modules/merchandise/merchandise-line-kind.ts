import { PASS_PRODUCT_KIND } from '@foyer/contract';
import { MAX_UNITS_PER_LINE, percentToBasisPoints } from '@foyer/domain';
import { DomainError } from '../../errors/domain-error.js';
import { text } from '../events/event-dto.js';
import type { LineKind } from '../commerce/line-kind.js';
import { findListedProduct } from './merchandise.repository.js';

/**
 * Goods (SPEC §3 merchandise line: id and count): units of the product's stock, weighed for
 * shipping. Nothing is issued for them: the confirmation lists them with the delivery address.
 */
export const merchandiseLineKind: LineKind<'merchandise'> = {
  issues: 'nothing',
  price: async (item, ctx) => {
    const product = await findListedProduct(ctx.db, ctx.shopId, item.id);
    if (product === undefined || product.product_kind_ref === PASS_PRODUCT_KIND) throw new DomainError('PRODUCT_NOT_FOUND');
    if (item.count > MAX_UNITS_PER_LINE) throw new DomainError('QUANTITY_LIMIT');
    const totalCents = product.price * item.count;
    if (item.totalPrice !== undefined && item.totalPrice !== totalCents) throw new DomainError('PRICE_CHANGED', { params: { line: ctx.lineNo } });
    const name = text(product.name, { lang: ctx.lang, fallback: ctx.fallbackLang });
    const vatBp = percentToBasisPoints(product.vat_value);
    return {
      type: 'merchandise',
      name,
      title: '',
      datetime: null,
      count: item.count,
      unitPriceCents: product.price,
      totalCents,
      vatBp,
      parts: [{ name, count: item.count, unitPriceCents: product.price, vatBp }],
      claims: [{ resource: 'stock', id: product.id, quantity: item.count }],
      shippingWeightGrams: product.weight_grams * item.count,
      details: { productId: product.id },
    };
  },
  fulfil: async () => undefined,
  describe: (line) => ({ name: line.name, title: line.title, count: line.count, datetime: line.datetime, totalCents: line.total_cents, facts: [] }),
};
