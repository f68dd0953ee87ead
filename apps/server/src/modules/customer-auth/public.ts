/** What other modules may use of customer-auth: everything else in this folder is its own. */
export { findSessionCustomer, type AuthCustomer } from './customer-auth.repository.js';
export { RESET_MINUTES } from './password-resets.repository.js';
export { hashSessionToken } from '../../kernel/session-token.js';
