import type { PassOwner, ProductSummary } from '@foyer/contract';
import { percentToBasisPoints, vatPortionBp } from '@foyer/domain';
import { imageOf, type CartLine } from '../../lib/storage/cart-store';

type BasketPass = Pick<ProductSummary, 'id' | 'name' | 'price' | 'vat_value'> & Partial<Pick<ProductSummary, 'image'>>;

/**
 * SPEC §3/§7 basket line of type annualPass: the pass as id, one owner per pass, and the total at the
 * catalog price of the time of adding (the server prices it again and refuses a changed total). The
 * count is bound to the owners, so the line has no `quantity` the basket could change; the owners'
 * names are listed under the line as the details the visitor gave, as a tour's answers are.
 */
export const toPassCartLine = (pass: BasketPass, owners: readonly PassOwner[], holderLabel: (number: number) => string): CartLine => {
  const count = owners.length;
  const totalPrice = pass.price * count;
  const vatCents = vatPortionBp(totalPrice, percentToBasisPoints(pass.vat_value));
  return {
    type: 'annualPass',
    id: pass.id,
    name: pass.name,
    totalPrice,
    vatCents,
    item: { type: 'annualPass', id: pass.id, count, owners: [...owners], totalPrice },
    display: {
      heading: pass.name,
      label: pass.name,
      parts: [{ count, name: pass.name, unitPrice: pass.price }],
      answers: owners.map((owner, index) => ({ question: holderLabel(index + 1), answer: owner.name })),
      answersKind: 'holders',
      ...imageOf(pass.image?.src),
    },
    // SPEC §9 names no category for passes; they are products of the shop's catalog (kind 13), so
    // analytics reports them as Merchandise rather than inventing a category its reports do not know.
    analytics: { id: pass.id, name: pass.name, category: 'Merchandise', unitPriceCents: pass.price, quantity: count, taxCents: vatCents },
  };
};
