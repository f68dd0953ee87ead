import { describe, expect, it } from 'vitest';
import { mergeClaims, type Claim } from './claims.js';

const places = (id: number, quantity: number): Claim => ({ resource: 'timeslot', id, quantity });

describe('mergeClaims: one claim per resource, in the fixed lock order', () => {
  it.each<[string, Claim[], Claim[]]>([
    ['nothing to hold', [], []],
    ['one claim', [places(7, 2)], [places(7, 2)]],
    ['lines on the same slot add up', [places(7, 2), places(7, 3)], [places(7, 5)]],
    ['sorted by id whatever the cart order', [places(9, 1), places(3, 4), places(7, 2)], [places(3, 4), places(7, 2), places(9, 1)]],
    ['a line that holds nothing is left out', [places(7, 0), places(3, 1)], [places(3, 1)]],
  ])('%s', (_case, claims, expected) => {
    expect(mergeClaims(claims)).toEqual(expected);
  });

  it.each([-1, 1.5, Number.NaN])('refuses a quantity of %s as a programming error', (quantity) => {
    expect(() => mergeClaims([places(1, quantity)])).toThrow(RangeError);
  });
});
