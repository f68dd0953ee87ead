/** What other modules may use of refunds: the order's refunds, as its page lists them. */
export { findRefundsOf } from './refunds.repository.js';
