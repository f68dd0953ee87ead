/** Stock changes while a visitor looks: product data is refreshed more often than catalog texts. */
export const STOCK_STALE_MS = 30_000;
