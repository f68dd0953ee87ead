import type { LineKind } from '../../lib/storage/line-kind';
import { LazyDonationPanel } from './lazy-donation-panel';

/** Donations: nothing shipped, no visit to suggest, no cart saved before line kinds held one; its offer is a panel under the basket. */
export const donationLineKind = { basketPanel: LazyDonationPanel } as const satisfies LineKind;
