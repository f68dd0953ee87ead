/** One product to pack for one order. */
export interface PackedUnits {
  productId: number;
  name: string;
  count: number;
}

/** A product to take from the shelf for all orders waiting: its units summed over them, and how many orders want it. */
export interface PickedProduct extends PackedUnits {
  orders: number;
}

/**
 * The pick list: every product of the orders waiting to ship, its units summed, in the order of
 * the product's name (as staff walk a shelf sorted by title); `orders` holds each order's goods.
 */
export const pickList = (orders: readonly (readonly PackedUnits[])[]): PickedProduct[] => {
  const byProduct = new Map<number, PickedProduct>();
  for (const goods of orders) {
    const seen = new Set<number>();
    for (const { productId, name, count } of goods) {
      const picked = byProduct.get(productId) ?? { productId, name, count: 0, orders: 0 };
      picked.count += count;
      if (!seen.has(productId)) picked.orders += 1;
      seen.add(productId);
      byProduct.set(productId, picked);
    }
  }
  return [...byProduct.values()].sort((a, b) => a.name.localeCompare(b.name) || a.productId - b.productId);
};
