/** The rules a gift voucher on sale can break, for a client to say in the reader's language. */
export const VOUCHER_OFFER_ISSUE_CODES = ['min_above_max', 'amount_outside_bounds', 'fixed_voucher_without_price'] as const;
export type VoucherOfferIssueCode = (typeof VOUCHER_OFFER_ISSUE_CODES)[number];

/** A gift voucher's amounts in cents: fixed (`price` is its worth) or chosen by the buyer within the bounds (`price` suggested). */
export interface VoucherOffer {
  price: number;
  variableAmount: boolean;
  minAmount: number;
  maxAmount: number;
}

export interface VoucherOfferIssue {
  path: string[];
  code: VoucherOfferIssueCode;
}

/**
 * What is wrong with a voucher's amounts and where (fields named as VoucherOffer), shared by the
 * catalog file and the office: the bounds in order, a fixed voucher worth something, and a variable
 * voucher's suggested amount within its bounds.
 */
export const voucherOfferIssues = (offer: VoucherOffer): VoucherOfferIssue[] => {
  if (offer.minAmount > offer.maxAmount) return [{ path: ['minAmount'], code: 'min_above_max' }];
  if (!offer.variableAmount) return offer.price > 0 ? [] : [{ path: ['price'], code: 'fixed_voucher_without_price' }];
  return offer.price < offer.minAmount || offer.price > offer.maxAmount ? [{ path: ['price'], code: 'amount_outside_bounds' }] : [];
};
