/** Below this many units a product reads "only N left". */
export const LOW_STOCK_THRESHOLD = 5;

/** DESIGN.md: the most of one product a single basket line may hold, unless stock is lower. */
export const MAX_UNITS_PER_LINE = 50;

export type StockAvailability = { kind: 'in-stock' } | { kind: 'low'; left: number } | { kind: 'out' };

/**
 * SPEC §4 availability states for goods: in stock, only N left (below the threshold), out of stock.
 * Stock may be negative in a catalog (oversold by hand); that is out of stock too.
 */
export const stockAvailability = (stock: number, lowThreshold: number = LOW_STOCK_THRESHOLD): StockAvailability => {
  if (stock <= 0) return { kind: 'out' };
  if (stock < lowThreshold) return { kind: 'low', left: stock };
  return { kind: 'in-stock' };
};

/** The quantity choice for one line: never above stock or the per-line maximum, never below 0. */
export const lineQuantityCap = (stock: number, maxPerLine: number = MAX_UNITS_PER_LINE): number => Math.max(0, Math.min(Math.floor(stock), maxPerLine));

/** The quantity a product page starts with: 1 when anything can be bought, else 0 (SPEC §5 "stock 0 or less resets quantity to 0"). */
export const initialQuantity = (stock: number): number => (lineQuantityCap(stock) > 0 ? 1 : 0);
