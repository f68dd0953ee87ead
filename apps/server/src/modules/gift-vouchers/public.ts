/** What other modules may use of gift vouchers: everything else in this folder is its own. */
export { findIssuedVoucherCodes } from './issued-voucher-codes.js';
