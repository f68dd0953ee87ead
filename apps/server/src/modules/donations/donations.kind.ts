import { shopKind } from '../commerce/public.js';
import { donationLineKind } from './donation-line-kind.js';
import { donationsCatalog } from './donations-catalog.js';
import { donationsMigrations } from './donations.migration.js';
import { registerDonationRoutes } from './donations.routes.js';
import { DonationsService } from './donations.service.js';

/** A "support the museum" line: fixed amounts or one of choice, VAT-free, with a receipt where the museum gives one. */
export const donationsKind = shopKind({
  name: 'donations',
  catalog: donationsCatalog,
  migrations: donationsMigrations,
  compose: ({ db, shops }) => ({ lines: { donation: donationLineKind }, registerRoutes: (api) => registerDonationRoutes(api, new DonationsService(db, shops)) }),
});
