import type { GiftVoucher, VoucherGroup } from '@foyer/contract';
import { inCatalogOrder } from '@foyer/domain';

/** Catalog order, then name in the page's language: the order the server assumes when it preloads the first picture. */
export const sortVouchers = (vouchers: readonly GiftVoucher[], lang: string): GiftVoucher[] => inCatalogOrder(vouchers, lang);

/** The group a `?group=` address asks for, when the shop has it; otherwise every voucher shows. */
export const chosenGroup = (groups: readonly VoucherGroup[], requested: string | null): VoucherGroup | null =>
  groups.find((group) => String(group.id) === requested) ?? null;

/** The vouchers of one group; all of them without one. */
export const vouchersIn = (vouchers: readonly GiftVoucher[], group: VoucherGroup | null): GiftVoucher[] =>
  group === null ? [...vouchers] : vouchers.filter((voucher) => voucher.groupId === group.id);
