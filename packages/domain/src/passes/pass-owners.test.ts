import { describe, expect, it } from 'vitest';
import { resizeOwners } from './pass-owners.js';

const blank = (): string => '';

describe('resizeOwners (SPEC §5: the quantity sets the number of owner entries)', () => {
  it.each([
    { owners: [], count: 1, result: [''] },
    { owners: ['Anna'], count: 2, result: ['Anna', ''] },
    { owners: ['Anna', 'Luca', 'Mia'], count: 2, result: ['Anna', 'Luca'] },
    { owners: ['Anna'], count: 0, result: [] },
    { owners: ['Anna', 'Luca'], count: 2, result: ['Anna', 'Luca'] },
  ])('$owners to $count', ({ owners, count, result }) => expect(resizeOwners(owners, count, blank)).toEqual(result));

  it('refuses a count that is not a whole number', () => expect(() => resizeOwners([], -1, blank)).toThrow(RangeError));
});
