/**
 * SPEC §5 annual pass: the quantity sets the number of owner entries. Growing keeps what was typed
 * and adds blank owners; shrinking drops the last ones.
 */
export const resizeOwners = <T>(owners: readonly T[], count: number, blank: () => T): T[] => {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`owner count must be a whole number, not ${count}`);
  return Array.from({ length: count }, (_, index) => owners[index] ?? blank());
};
