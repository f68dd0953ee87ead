import type { GiftVoucher, VoucherCode, VoucherGroup } from '@foyer/contract';

export const forVisits: VoucherGroup = { id: 1, name: 'Visits', sequence: 1 };
export const forShop: VoucherGroup = { id: 2, name: 'Shop', sequence: 2 };

/** A gift voucher in the wire format of packages/contract, for the voucher screens' tests: fixed, CHF 50.00. */
export const giftVoucher = (overrides: Partial<GiftVoucher> & Pick<GiftVoucher, 'id' | 'name'>): GiftVoucher => ({
  teaser: '',
  description: '',
  image: null,
  price: 5000,
  vat_value: 0,
  variable_amount: false,
  min_amount: 1000,
  max_amount: 50_000,
  groupId: null,
  sequence_no: overrides.id,
  validity_months: 36,
  ...overrides,
});

/** A voucher code as `voucher?voucher=` answers it: 50.00, of which 10.00 spent. */
export const voucherCode = (overrides: Partial<VoucherCode> = {}): VoucherCode => ({
  id: 901,
  barcode: 'K7M2Q9XPH4TW3NRD',
  name: 'Gift voucher',
  amount: 5000,
  used_amount: 1000,
  available_amount: 4000,
  valid_from: '2026-11-23',
  valid_to: '2029-11-23',
  ...overrides,
});
