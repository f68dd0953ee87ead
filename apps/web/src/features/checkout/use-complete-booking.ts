import { useCallback, useState } from 'react';
import { useShop } from '../../lib/config/shop-store';
import type { Booking } from './booking-store';
import { completeBooking } from './complete-booking';

export type CompletionState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; booking: Booking } | { status: 'error'; error: unknown };

/** SPEC §4 payment states around execPayment: loading, error (422/400), gone (410), done. */
export const useCompleteBooking = (initial: CompletionState = { status: 'idle' }) => {
  const { config } = useShop();
  const [state, setState] = useState<CompletionState>(initial);
  const complete = useCallback(
    async (cartId: string, isCurrent: () => boolean = () => true): Promise<Booking | null> => {
      setState({ status: 'loading' });
      try {
        const booking = await completeBooking(cartId, config.currency);
        if (isCurrent()) setState({ status: 'done', booking });
        return booking;
      } catch (error) {
        if (isCurrent()) setState({ status: 'error', error });
        return null;
      }
    },
    [config.currency],
  );
  return { state, complete };
};
