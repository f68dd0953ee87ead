/** The door's face for other modules: the reports read its traffic. */
export { doorTraffic } from './door-counts.service.js';
