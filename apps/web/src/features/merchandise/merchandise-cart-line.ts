import type { ProductSummary } from '@foyer/contract';
import { percentToBasisPoints, vatPortionBp } from '@foyer/domain';
import { imageOf, type CartLine } from '../../lib/storage/cart-store';

/**
 * SPEC §3/§7 basket line of type merchandise: the product as id, its count, and the total at the
 * catalog price of the time of adding (the server prices it again and refuses a changed total). The
 * line carries its unit figures, so the basket can change the count up to `max_quantity`.
 */
export const toMerchandiseCartLine = (
  product: Pick<ProductSummary, 'id' | 'name' | 'price' | 'vat_value' | 'max_quantity'> & Partial<Pick<ProductSummary, 'image'>>,
  count: number,
): CartLine => {
  const vatBp = percentToBasisPoints(product.vat_value);
  const totalPrice = product.price * count;
  const vatCents = vatPortionBp(totalPrice, vatBp);
  return {
    type: 'merchandise',
    id: product.id,
    name: product.name,
    totalPrice,
    vatCents,
    item: { type: 'merchandise', id: product.id, count, totalPrice },
    display: { heading: product.name, label: product.name, parts: [{ count, name: product.name, unitPrice: product.price }], ...imageOf(product.image?.src) },
    // SPEC §9 analytics: category Merchandise, the line's VAT portion as its tax.
    analytics: { id: product.id, name: product.name, category: 'Merchandise', unitPriceCents: product.price, quantity: count, taxCents: vatCents },
    quantity: { count, max: product.max_quantity, unitPrice: product.price, vatBp },
  };
};
