/** `npm run lint` runs dependency-cruiser with these rules after ESLint (scripts/server-zones): any wrong import fails it. */
import { cruiseOptions, serverZones } from './scripts/server-zones/server-zones.mjs';

/** @type {import('dependency-cruiser').IConfiguration} */
export default { forbidden: serverZones('^apps/server/src/'), options: cruiseOptions };
