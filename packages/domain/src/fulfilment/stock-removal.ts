/** Why units left the shelf without being sold (a stock correction's reason). */
export const STOCK_REMOVAL_REASONS = ['damaged', 'lost', 'returned', 'own-use'] as const;
export type StockRemovalReason = (typeof STOCK_REMOVAL_REASONS)[number];
