/** What other modules may use of shipping: everything else in this folder is its own. */
export { quoteShipping } from './shipping-quote.js';
export { findDeliveryAddress, findShippingZones } from './shipping.repository.js';
