/** What other kinds of line use of events: guided tours visit event timeslots as tickets do. */
export { loadTimeslotVisits } from './timeslot-visits.js';
