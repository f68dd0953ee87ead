import type { LineKind } from '../../lib/storage/line-kind';

/** Donations: nothing shipped, no visit to suggest, no cart saved before line kinds held one; the line itself says all. */
export const donationLineKind = {} as const satisfies LineKind;
