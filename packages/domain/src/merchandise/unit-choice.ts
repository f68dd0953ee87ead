import { normalizeCount } from '../tickets/ticket-rules.js';

/** What a product page knows of a product's units: free stock and the most one line may hold now. */
export interface UnitsOnSale {
  stock: number;
  max_quantity: number;
}

/** How many more of a product one order can take: its per-line maximum less what the basket holds. */
export const basketRoom = (product: Pick<UnitsOnSale, 'max_quantity'>, inBasket: number): number => Math.max(0, product.max_quantity - inBasket);

/** Why a wish was cut: the stock, the most one order may hold, or what the basket holds already. */
export type QuantityLimit = { reason: 'stock' | 'perOrder'; max: number } | { reason: 'basket'; max: number; inBasket: number };

export interface QuantityChoice {
  count: number;
  /** Set when the visitor asked for more than can be added. */
  limit: QuantityLimit | null;
}

/**
 * SPEC §5 quantity on a product or pass page: whole units, never more than the line may still take
 * (`max_quantity`, which holds stock and the per-line maximum, less what the basket holds; a pass is a
 * new line each time, so nothing in the basket counts against it).
 */
export const chooseQuantity = (requested: unknown, product: UnitsOnSale, inBasket = 0): QuantityChoice => {
  const wish = normalizeCount(requested);
  const room = basketRoom(product, inBasket);
  if (wish <= room) return { count: wish, limit: null };
  // With nothing left to add, the page's notice already says why; a second message would only repeat it.
  if (room === 0) return { count: 0, limit: null };
  if (inBasket > 0) return { count: room, limit: { reason: 'basket', max: room, inBasket } };
  return { count: room, limit: { reason: product.max_quantity < product.stock ? 'perOrder' : 'stock', max: room } };
};
