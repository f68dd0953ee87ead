/** What other modules may use of vouchers: everything else in this folder is its own. */
export { findVoucherCode, normalizeVoucherCode, type VoucherCodeRow } from './voucher-codes.repository.js';
export { usableVoucherCode, type UsableVoucherCode } from './voucher-codes.service.js';
export { newVoucherCode } from './new-voucher-code.js';
