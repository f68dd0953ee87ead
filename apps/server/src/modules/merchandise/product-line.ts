import { MAX_UNITS_PER_LINE, percentToBasisPoints } from '@foyer/domain';
import { DomainError } from '../../errors/domain-error.js';
import type { PricedLine, PricingContext } from '../commerce/public.js';
import type { ProductRow } from './merchandise.repository.js';
import { storedText } from '../../kernel/localize.js';

/**
 * A line of `count` units of a product at its catalog price, holding as many units of its stock; the
 * kind adds what it owns (weight to ship, details). Goods and annual passes are priced this way.
 */
export const productLine = (
  type: 'merchandise' | 'annualPass',
  product: ProductRow,
  item: { count: number; totalPrice?: number | undefined },
  ctx: PricingContext,
): Omit<PricedLine, 'shippingWeightGrams' | 'details'> => {
  if (item.count > MAX_UNITS_PER_LINE) throw new DomainError('QUANTITY_LIMIT');
  const totalCents = product.price * item.count;
  if (item.totalPrice !== undefined && item.totalPrice !== totalCents) throw new DomainError('PRICE_CHANGED', { params: { line: ctx.lineNo } });
  const name = storedText(product.name, { lang: ctx.lang, fallback: ctx.fallbackLang });
  const vatBp = percentToBasisPoints(product.vat_value);
  return {
    type,
    name,
    title: '',
    datetime: null,
    count: item.count,
    unitPriceCents: product.price,
    totalCents,
    vatBp,
    parts: [{ name, count: item.count, unitPriceCents: product.price, vatBp }],
    claims: [{ resource: 'stock', id: product.id, quantity: item.count }],
  };
};
