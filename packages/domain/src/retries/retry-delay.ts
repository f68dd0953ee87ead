const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 3_600_000;

/**
 * Pause before the next try of background work that failed `attempts` times (mail delivery, booking a
 * paid order): 30 s, 1 min, 2 min, ... capped at an hour, so a lasting fault costs little and a short
 * one heals fast.
 */
export const retryDelayMs = (attempts: number): number => Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));

/** A paid order whose booking failed this often is handed to staff (flagged for refund) instead of tried again. */
export const BOOKING_ATTEMPTS_BEFORE_STAFF = 8;
