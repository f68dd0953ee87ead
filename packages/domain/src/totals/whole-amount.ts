/**
 * DESIGN.md "Money: integer cents everywhere". A fraction or a negative amount reaching the totals is
 * a programming error upstream (a price not yet in cents, a sign flipped), so it throws instead of
 * being rounded into a plausible but wrong total.
 */
export const assertWholeAmount = (value: number, what: string): void => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
};
