/** What other modules may use of customer: everything else in this folder is its own. */
export { countryNames } from './country-names.js';
export { findCustomerSettings, type StoredCustomerSettings } from './customer.repository.js';
