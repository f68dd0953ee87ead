import type { LineKind } from '../../lib/storage/line-kind';

/** Event tickets, timed or valid all day: booked on the event's page in the tickets section. */
export const ticketLineKind = {
  visitSection: 'tickets',
  readV0: async () => (await import('./ticket-v0-line')).ticketV0Line,
} as const satisfies LineKind;
