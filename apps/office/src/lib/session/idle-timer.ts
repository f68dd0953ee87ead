/** How often activity may refresh the server's idle clock: often enough, without a call per keystroke. */
export const TOUCH_EVERY_MS = 60_000;

export interface IdleClock {
  /** The server answered: its idle clock starts again. */
  answered: (now: number) => void;
  /** The staff member did something: worth telling the server once a minute. */
  active: (now: number) => boolean;
  /** When the server will consider the session idle. */
  expiresAt: () => number;
}

/**
 * The server's idle clock as the browser can follow it: it restarts with every answer. Activity
 * without calls (reading, typing a long form) asks for a refresh at most once a minute, so a
 * working staff member is not signed out while a forgotten tab is.
 */
export const idleClock = (timeoutSeconds: number, now: number): IdleClock => {
  let lastAnswer = now;
  return {
    answered: (at) => {
      lastAnswer = at;
    },
    active: (at) => at - lastAnswer >= TOUCH_EVERY_MS && at < lastAnswer + timeoutSeconds * 1000,
    expiresAt: () => lastAnswer + timeoutSeconds * 1000,
  };
};
