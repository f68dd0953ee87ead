/** The door module's face for the office's other screens: what the door recorded of tickets, pass cards and times. */
export { admittedPerOrder, admittedPerSlot, checkInsOf, type RecordedCheckIn } from './door-check-ins.repository.js';
