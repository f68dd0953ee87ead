import { ApiError } from '../../lib/api/api-error';

/** How often, and how long, a return page asks again while the payment provider has not confirmed yet. */
export const PENDING_RETRY_MS = 2_000;
export const PENDING_WAIT_MS = 60_000;

/** execPayment's 422 PAYMENT_PENDING: paid on the provider's page, but its confirmation (e.g. a webhook) has not arrived. */
export const isPaymentPending = (error: unknown): boolean => error instanceof ApiError && error.status === 422 && error.code === 'PAYMENT_PENDING';

/** The wait between two questions; an object so that tests can step through it instead of waiting. */
export const pendingClock = { pause: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)) };
