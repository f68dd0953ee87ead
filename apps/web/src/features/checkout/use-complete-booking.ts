import { useCallback, useEffect, useRef, useState } from 'react';
import { useShop } from '../../lib/config/shop-store';
import type { Booking } from './booking-store';
import { completeBooking } from './complete-booking';
import { isPaymentPending, pendingClock, PENDING_RETRY_MS, PENDING_WAIT_MS } from './payment-pending';

/**
 * `confirming`: the provider has not confirmed the payment yet and execPayment is asked again;
 * `unconfirmed`: it still had not after PENDING_WAIT_MS, the confirmation comes by e-mail instead.
 */
export type CompletionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'confirming' }
  | { status: 'unconfirmed' }
  | { status: 'done'; booking: Booking }
  | { status: 'error'; error: unknown };

/** SPEC §4 payment states around execPayment: loading, error (422/400), gone (410), done; and waiting for a late confirmation. */
export const useCompleteBooking = (initial: CompletionState = { status: 'idle' }) => {
  const { config } = useShop();
  const [state, setState] = useState<CompletionState>(initial);
  // A page left while waiting stops asking.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const complete = useCallback(
    async (cartId: string, isCurrent: () => boolean = () => true): Promise<Booking | null> => {
      const live = () => mounted.current && isCurrent();
      setState({ status: 'loading' });
      for (let waited = 0; ; waited += PENDING_RETRY_MS) {
        try {
          const booking = await completeBooking(cartId, config.currency);
          if (live()) setState({ status: 'done', booking });
          return booking;
        } catch (error) {
          if (!live()) return null;
          if (!isPaymentPending(error)) {
            setState({ status: 'error', error });
            return null;
          }
          if (waited >= PENDING_WAIT_MS) {
            setState({ status: 'unconfirmed' });
            return null;
          }
          setState({ status: 'confirming' });
          await pendingClock.pause(PENDING_RETRY_MS);
          if (!live()) return null;
        }
      }
    },
    [config.currency],
  );
  return { state, complete };
};
