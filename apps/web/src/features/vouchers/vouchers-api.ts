import type { GiftVoucher, VoucherAttrResponse, VoucherSelectResponse } from '@foyer/contract';
import { apiGet } from '../../lib/api/api-client';

export type GiftVoucherList = VoucherSelectResponse['data'];
export type VoucherGroups = VoucherAttrResponse['data'];

/** SPEC §7 gift-voucher calls: the vouchers on sale, one voucher, and their groups. */
export const fetchGiftVouchers = () => apiGet<GiftVoucherList>('voucher/select/event/');

export const fetchGiftVoucher = (voucherId: number) => apiGet<GiftVoucher>(`voucher/selectOne/price/${voucherId}`);

export const fetchVoucherGroups = () => apiGet<VoucherGroups>('voucher/attr');
