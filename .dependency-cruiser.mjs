/**
 * `npm run lint` runs dependency-cruiser with these rules after ESLint (scripts/server-zones).
 * `.dependency-cruiser-known-violations.json` lists the imports that still break a rule while the
 * server is taken apart: a new wrong import fails lint; the list only ever shrinks.
 */
import { cruiseOptions, serverZones } from './scripts/server-zones/server-zones.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default { forbidden: serverZones('^apps/server/src/'), options: cruiseOptions };
