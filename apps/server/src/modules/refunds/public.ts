/** What other modules may use of refunds: the order's refunds, as its page lists them; the tenders and the conditional reservations a refund makes. */
export { findRefundsOf, markDocumentsRefunded, reserveLineUnits, reservePaymentCents, secondFactorThreshold } from './refunds.repository.js';
export { findOrderTenders, type OrderTender } from './refund-tenders.js';
export { type RefundService } from './refund.service.js';
