/**
 * Counts the changes this process made to places, stock and balances. Availability answers are kept
 * for a second at most and only while this count stands, so a visitor sees this process's own sales
 * at once and another instance's within the second; checkout re-checks every claim anyway.
 */
let version = 0;

export const availabilityVersion = (): number => version;

export const availabilityChanged = (): void => {
  version += 1;
};
