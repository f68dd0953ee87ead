import { lazy, Suspense } from 'react';
import { ensureNamespace } from '../../lib/i18n/i18n';

/** The panel, its texts and its offer load after the basket: nobody waits for a donation to pay. */
const DonationPanel = lazy(async () => {
  const [module] = await Promise.all([import('./donation-panel'), ensureNamespace('donations')]);
  return { default: module.DonationPanel };
});

export const LazyDonationPanel = () => (
  <Suspense fallback={null}>
    <DonationPanel />
  </Suspense>
);
