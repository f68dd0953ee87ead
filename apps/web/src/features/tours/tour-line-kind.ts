import type { LineKind } from '../../lib/storage/line-kind';

/** A guided tour at a date and time: booked on the tour's page in the guided-tours section. */
export const tourLineKind = {
  visitSection: 'guided-tours',
  readV0: async () => (await import('./tour-v0-line')).tourV0Line,
} as const satisfies LineKind;
