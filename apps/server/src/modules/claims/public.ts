/** What other modules may use of claims: everything else in this folder is its own. */
export { voucherBalance } from './claim-resources.js';
export { ClaimLost, ClaimRefused, confirmClaims, holdClaims, putBackOnSale, releaseClaims, reserveReturn, sellHeldClaims, undoReturn, type Claim } from './claims.js';
