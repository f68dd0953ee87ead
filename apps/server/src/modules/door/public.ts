/** The door module's face for other modules: its traffic for the reports, and what it recorded of tickets, pass cards and times for the office's other screens. */
export { doorTraffic } from './door-counts.service.js';
export { admittedPerOrder, admittedPerSlot, checkInsOf, type RecordedCheckIn } from './door-check-ins.repository.js';
