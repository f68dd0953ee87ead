import { describe, expect, it } from 'vitest';
import { adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { CART_VERSION, wireCart } from './wire-cart';

describe('wire cart', () => {
  it('is the versioned list of the lines’ items, in order', () => {
    expect(wireCart([adultsLine, mugLine])).toEqual({ ver: CART_VERSION, items: [adultsLine.item, mugLine.item] });
    expect(wireCart([])).toEqual({ ver: 1, items: [] });
  });
});
