/** Fulfilment's face for the line kinds: a booked order with goods or posted pass cards goes on the shipping list. */
export { awaitShipping } from './shipments.repository.js';
export { findParcelContents } from './shipments.repository.js';
export { addressLine, ownerAddressLine } from './fulfilment-office.service.js';
