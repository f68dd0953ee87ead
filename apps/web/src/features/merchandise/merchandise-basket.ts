import { basketRoom } from '@foyer/domain';
import type { CartLine } from '../../lib/storage/cart-store';
import { toMerchandiseCartLine } from './merchandise-cart-line';

type BasketProduct = Parameters<typeof toMerchandiseCartLine>[0];

const isLineOf = (productId: number) => (line: CartLine) => line.item.type === 'merchandise' && line.item.id === productId;

/** How many of a product the basket holds (on its one line), 0 when none. */
export const countInBasket = (lines: readonly CartLine[], productId: number): number => {
  const line = lines.find(isLineOf(productId));
  return line?.item.type === 'merchandise' ? Number(line.item.count) : 0;
};

export interface BasketWithProduct {
  lines: CartLine[];
  /** The new line, or the product's existing line with its larger count. */
  line: CartLine;
  /** Whether the product already had a line (now replaced where it stood). */
  merged: boolean;
  /** Units actually added: the wish, cut to what the line may still take. */
  added: number;
  /** Units on the product's line now. */
  count: number;
}

/**
 * A product is one basket line: adding it again raises that line's count, up to `max_quantity`,
 * instead of adding a second line the basket and the stock check would have to reconcile.
 */
export const basketWithProduct = (lines: readonly CartLine[], product: BasketProduct, wish: number): BasketWithProduct => {
  const index = lines.findIndex(isLineOf(product.id));
  const held = countInBasket(lines, product.id);
  const added = Math.min(wish, basketRoom(product, held));
  const count = held + added;
  const line = toMerchandiseCartLine(product, count);
  if (index < 0) return { lines: [...lines, line], line, merged: false, added, count };
  return { lines: lines.map((existing, i) => (i === index ? line : existing)), line, merged: true, added, count };
};
