export type Strength = 'short' | 'weak' | 'fair' | 'strong';

/** The shortest password the hint accepts; the server decides what it takes. */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * A hint while choosing a password: length matters most, mixing kinds of characters a little, one
 * character repeated not at all. Not a gate; the server keeps its own rule.
 */
export const passwordStrength = (password: string): Strength => {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'short';
  if (new Set(password).size < 5) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password)).length;
  if (length >= 20 || (length >= 16 && kinds >= 2) || kinds >= 4) return 'strong';
  if (kinds >= 2 || length >= 16) return 'fair';
  return 'weak';
};
