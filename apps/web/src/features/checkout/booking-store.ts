import type { BookingRecap, WalletLinks } from '@foyer/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface Booking {
  cartId: string;
  bookingId: number;
  hasTickets: boolean;
  ticketsUrl: string | null;
  /** The PDF holds admission tickets alone; with pass cards or vouchers it is called documents. */
  ticketsOnly: boolean;
  /** A reserved order (a pay-later type): its places are held until then, waiting for the payment. Absent in a booking kept before. */
  reservedUntil?: string | null;
  /** The review token of an existing order that this payment paid, so the thanks lead back to it. */
  orderToken?: string | null;
  /** What was bought, the total and where the mail went, when the server says so. Absent in a booking kept before. */
  recap?: BookingRecap | null;
  /** "Add to Apple Wallet" and "Add to Google Wallet" of the tickets and pass cards, when the museum offers them. Absent in a booking kept before. */
  wallet?: WalletLinks | null;
}

/** SPEC §4: after a successful execution booking_id and has_tickets are kept (here for the tab's session). */
interface BookingState {
  booking: Booking | null;
}

/** Version 1 recaps carry the order's statement (subtotal, shipping, voucher codes, amount due); an older recap is dropped, not shown half. */
const VERSION = 1;

export const useBookingStore = create<BookingState>()(
  persist((): BookingState => ({ booking: null }), {
    name: 'foyer-booking',
    version: VERSION,
    storage: createJSONStorage(() => sessionStorage),
    migrate: (persisted) => {
      const booking = (persisted as Partial<BookingState> | null)?.booking ?? null;
      return { booking: booking === null ? null : { ...booking, recap: null } };
    },
  }),
);
