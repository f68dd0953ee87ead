import { describe, expect, it } from 'vitest';
import { accessLine, adultsLine } from '../../test/cart-lines';
import { mugLine } from '../../test/goods-lines';
import { useCartStore } from './cart-store';
import { clampCount, withCount } from './line-count';

describe('changing the count of a line priced per unit', () => {
  it.each([
    // asked, count, total, VAT
    [3, 3, 5400, 405],
    [1, 1, 1800, 135],
    // VAT is taken on the new total, as the server takes it: 5 × 18.00 carries 6.74, not 5 × 1.35.
    [5, 5, 9000, 674],
    [9, 5, 9000, 674],
    [0, 1, 1800, 135],
    [-4, 1, 1800, 135],
    [2.6, 3, 5400, 405],
  ])('asked for %s: %s units, total %s, VAT %s', (asked, count, total, vat) => {
    const line = withCount(mugLine, asked);
    expect(line.totalPrice).toBe(total);
    expect(line.vatCents).toBe(vat);
    expect(line.item).toEqual({ type: 'merchandise', id: 501, count, totalPrice: total });
    expect(line.analytics).toEqual({ ...mugLine.analytics, unitPriceCents: 1800, quantity: count, taxCents: vat });
    expect(line.display.parts).toEqual([{ count, name: 'Museum mug', unitPrice: 1800 }]);
    expect(line.quantity).toEqual({ count, max: 5, unitPrice: 1800, vatBp: 810 });
  });

  it('leaves alone a line without a changeable count, the same count and a count that is not a number', () => {
    expect(withCount(adultsLine, 5)).toBe(adultsLine);
    expect(withCount(mugLine, 2)).toBe(mugLine);
    expect(withCount(mugLine, Number.NaN)).toBe(mugLine);
  });

  it('brings along what comes with each ticket: a carer per ticket, add-ons kept within their limit per ticket', () => {
    const three = withCount(accessLine, 3);
    expect(three.totalPrice).toBe(3 * 1200 + 400);
    // VAT at each part's rate on its own total, as the server takes it: 2.70 on the tickets, 0.30 on the guide.
    expect(three.vatCents).toBe(270 + 30);
    expect(three.item).toEqual({ ...accessLine.item, count: 3, subtickets: [{ id: 100231, count: 3 }, { id: 100232, count: 1 }], totalPrice: 4000 });
    expect(three.display.parts.map((part) => part.count)).toEqual([3, 3, 1]);
    expect(three.analytics).toMatchObject({ quantity: 3, unitPriceCents: 4000 / 3, taxCents: 300 });
    const one = withCount(accessLine, 1);
    expect(one.display.parts.map((part) => part.count)).toEqual([1, 1, 1]);
    expect(one.totalPrice).toBe(1600);
    expect(withCount(accessLine, 9).quantity?.count).toBe(6);
  });

  it('takes an add-on down with the tickets when fewer tickets allow fewer of it', () => {
    const carers = { id: 100231, count: 2, minPerUnit: 1, maxPerUnit: 1, unitPrice: 0, vatBp: 810 };
    const twoGuides = { id: 100232, count: 2, minPerUnit: 0, maxPerUnit: 1, unitPrice: 400, vatBp: 810 };
    const guides = { ...accessLine, quantity: { count: 2, max: 6, unitPrice: 1200, vatBp: 810, followers: [carers, twoGuides] } };
    expect(withCount(guides, 1).item).toMatchObject({ count: 1, subtickets: [{ id: 100231, count: 1 }, { id: 100232, count: 1 }] });
  });

  it('rescales whatever the kind: only the unit figures and the first part are read', () => {
    const other = { ...mugLine, type: 'ticket' as const, display: { ...mugLine.display, parts: [{ count: 2, name: 'Print', unitPrice: 1800 }, { count: 1, name: 'Frame', unitPrice: null, sub: true }] } };
    const line = withCount(other, 4);
    expect(line.totalPrice).toBe(7200);
    expect(line.display.parts).toEqual([{ count: 4, name: 'Print', unitPrice: 1800 }, { count: 1, name: 'Frame', unitPrice: null, sub: true }]);
  });

  it.each([
    [0, 5, 1],
    [7, 5, 5],
    [3, 5, 3],
    [3, 0, 1],
  ])('clamps %s to 1..%s: %s', (count, max, expected) => {
    expect(clampCount(count, max)).toBe(expected);
  });
});

describe('cart store replaceAt', () => {
  it('replaces the line in place and saves it', () => {
    useCartStore.setState({ lines: [adultsLine, mugLine] });
    useCartStore.getState().replaceAt(1, withCount(mugLine, 4));
    expect(useCartStore.getState().lines.map((l) => l.totalPrice)).toEqual([4400, 7200]);
    expect(JSON.parse(sessionStorage.getItem('foyer-cart') ?? '{}').state.lines[1].item.count).toBe(4);
  });

  it('changes nothing for a line that is not there', () => {
    useCartStore.setState({ lines: [mugLine] });
    useCartStore.getState().replaceAt(3, adultsLine);
    useCartStore.getState().replaceAt(-1, adultsLine);
    expect(useCartStore.getState().lines).toEqual([mugLine]);
  });

  it('keeps the shipping of the order sent to payment until the cart is cleared', () => {
    useCartStore.setState({ lines: [mugLine], shippingCosts: 900 });
    expect(JSON.parse(sessionStorage.getItem('foyer-cart') ?? '{}').state.shippingCosts).toBe(900);
    useCartStore.getState().clear();
    expect(useCartStore.getState().shippingCosts).toBeNull();
  });
});
