/**
 * What other modules may use of events: the timeslot visits guided tours share with tickets, and the
 * office's version claim and handling of times with buyers, which a tour's edit shares with an event's.
 */
export { loadTimeslotVisits } from './timeslot-visits.js';
export { findSlotAt } from './events.repository.js';
export { claimEventVersion, slotsLosingBuyers, type SlotLosingBuyers } from './office-events.repository.js';
export { SlotsHaveBuyersError } from './events-office.service.js';
export { tellBuyersOfChangedSlots } from './slot-change-notices.js';
