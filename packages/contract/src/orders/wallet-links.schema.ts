import { z } from 'zod';

/**
 * "Add to Apple Wallet" and "Add to Google Wallet" of an order's tickets and pass cards, opened with
 * the same key as its PDF; null for a wallet the museum has not configured. Absent when neither is
 * configured or the order issued no ticket and no pass card: then no wallet button shows.
 */
export const walletLinksSchema = z.object({
  apple_url: z.string().nullable(),
  google_url: z.string().nullable(),
});
export type WalletLinks = z.infer<typeof walletLinksSchema>;
