const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 12;

/** SPEC §7: 12 random alphanumeric characters, used for per-session and per-call ids. */
export const randomId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH));
  // 248 is the largest multiple of 62 below 256; rejecting above it keeps every character equally likely.
  let id = '';
  for (const byte of bytes) if (byte < 248) id += ALPHABET[byte % ALPHABET.length];
  return id.length === ID_LENGTH ? id : (id + randomId()).slice(0, ID_LENGTH);
};

const SESSION_KEY = 'foyer-session-id';

/** One id per browser session, kept across reloads so server logs can follow a visit. */
export const sessionId = (): string => {
  const saved = sessionStorage.getItem(SESSION_KEY);
  if (saved && /^[A-Za-z0-9]{12}$/.test(saved)) return saved;
  const fresh = randomId();
  sessionStorage.setItem(SESSION_KEY, fresh);
  return fresh;
};
