/** What other modules may use of events: the timeslot visits guided tours share with tickets. */
export { loadTimeslotVisits } from './timeslot-visits.js';
export { findSlotAt } from './events.repository.js';
