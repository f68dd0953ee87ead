import { describe, expect, it } from 'vitest';
import { initialQuantity, lineQuantityCap, stockAvailability } from './stock-availability.js';

describe('stockAvailability (SPEC §4: in stock, only N left, out of stock)', () => {
  it.each([
    { stock: -3, expected: { kind: 'out' } },
    { stock: 0, expected: { kind: 'out' } },
    { stock: 1, expected: { kind: 'low', left: 1 } },
    { stock: 4, expected: { kind: 'low', left: 4 } },
    { stock: 5, expected: { kind: 'in-stock' } },
    { stock: 500, expected: { kind: 'in-stock' } },
  ])('stock $stock -> $expected.kind', ({ stock, expected }) => expect(stockAvailability(stock)).toEqual(expected));

  it('takes another threshold', () => expect(stockAvailability(8, 10)).toEqual({ kind: 'low', left: 8 }));
});

describe('lineQuantityCap (stock and the per-line maximum of 50)', () => {
  it.each([
    { stock: -1, cap: 0 },
    { stock: 0, cap: 0 },
    { stock: 3, cap: 3 },
    { stock: 50, cap: 50 },
    { stock: 51, cap: 50 },
    { stock: 10_000, cap: 50 },
  ])('stock $stock -> at most $cap', ({ stock, cap }) => expect(lineQuantityCap(stock)).toBe(cap));
});

describe('initialQuantity (SPEC §5: stock 0 or less resets the quantity to 0, otherwise 1)', () => {
  it.each([
    { stock: -2, quantity: 0 },
    { stock: 0, quantity: 0 },
    { stock: 1, quantity: 1 },
    { stock: 80, quantity: 1 },
  ])('stock $stock -> $quantity', ({ stock, quantity }) => expect(initialQuantity(stock)).toBe(quantity));
});
