import type { BookingResult, InitPaymentBody } from '@foyer/contract';
import { apiPost, sessionCall } from '../../lib/api/api-client';
import { randomId, sessionId } from '../../lib/api/ids';

/** SPEC §7 checkout calls. initPayment answers the payment page address. */
export const initPayment = (body: InitPaymentBody) => apiPost<string>('checkout/initPayment', body, undefined, sessionCall);

export const execPayment = (cartId: string) =>
  apiPost<BookingResult>('checkout/execPayment', { cartId }, { us: randomId(), sessionUs: sessionId(), srcURL: window.location.href });

export const cancelCart = (cartId: string) => apiPost<{ canceled: true }>('checkout/cancel', {}, { noRedirect: 1, cartId });
