import type { GiftVoucher, VoucherGroup } from '@foyer/contract';

/** Catalog order (sequence_no), then name, so equal sequence numbers list the same way every time. */
export const sortVouchers = (vouchers: readonly GiftVoucher[]): GiftVoucher[] =>
  [...vouchers].sort((a, b) => a.sequence_no - b.sequence_no || a.name.localeCompare(b.name));

/** The group a `?group=` address asks for, when the shop has it; otherwise every voucher shows. */
export const chosenGroup = (groups: readonly VoucherGroup[], requested: string | null): VoucherGroup | null =>
  groups.find((group) => String(group.id) === requested) ?? null;

/** The vouchers of one group; all of them without one. */
export const vouchersIn = (vouchers: readonly GiftVoucher[], group: VoucherGroup | null): GiftVoucher[] =>
  group === null ? [...vouchers] : vouchers.filter((voucher) => voucher.groupId === group.id);
