/** What kinds of line use of orders: admission tickets for the lines that admit visitors, and barcodes for what they issue. */
export { issueAdmissionTickets, issuedTicketsOf } from './admission-tickets.js';
export { newBarcode } from './barcode.js';
