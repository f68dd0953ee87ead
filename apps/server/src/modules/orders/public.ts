/** What other modules may use of orders (placing, reading and moving orders, and what kinds of line issue for them): everything else in this folder is its own. */
export { issueAdmissionTickets, issuedTicketsOf } from './admission-tickets.js';
export { newBarcode } from './barcode.js';
export { reviewPath, ticketsPath, walletLinks, type WalletOffer } from './order-links.js';
export { requireOrderInScope, requireWholeScope } from './office-scope.js';
export { type OrderPlacement, type OrderRequest } from './order-placement.js';
export { placedOrderStatement } from './order-statement.js';
export { isPaid, isPayable } from './order-status.js';
export { findExpiredPendingOrders, findOrder, findOrderByCartId, findOrderByReviewToken, findOrderEmailAndLinesByCartId, findOrderLines, findPaidUnbookedOrders, findPendingOrders, markOrderBooked, markPendingOrderBooked, moveOrder, recordBookingFailure, type OrderLineRow, type OrderRow } from './orders.repository.js';
export { flagUnbookableOrder, releaseOrder } from './release-order.js';
export { closeSlot, givePlaces, placeClaimsOf, slotWithEvent, type PlaceClaim, type SlotWithEvent } from './visit-moves.repository.js';
export { type VisitMovesService } from './visit-moves.service.js';
