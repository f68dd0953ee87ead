/** A problem with a field, as a catalog key of the `account` namespace; absent when there is none. */
export type Issues<K extends string> = Partial<Record<K, string>>;

/**
 * The shortest password an account takes. Checked here, before hashing: the server only ever sees
 * the md5 of what was typed (SPEC §5), so it cannot count characters.
 */
export const MIN_PASSWORD_LENGTH = 8;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const length = (value: string): number => [...value].length;

/** SPEC §5 "Passwords do not match": a new password, long enough, typed twice alike. */
export const newPasswordIssues = (password: string, repeat: string): Issues<'password' | 'passwordRepeat'> => ({
  password: password === '' ? 'form.required' : length(password) < MIN_PASSWORD_LENGTH ? 'password.tooShort' : undefined,
  passwordRepeat: repeat === '' ? 'form.required' : password !== '' && repeat !== password ? 'password.mismatch' : undefined,
});

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** SPEC §5 "Emails do not match": the address typed a second time (letter case aside, as mail servers treat it). */
export const repeatedEmailIssue = (email: string, repeat: string): string | undefined =>
  repeat.trim() === '' ? 'form.required' : sameAddress(email, repeat) ? undefined : 'email.mismatch';
