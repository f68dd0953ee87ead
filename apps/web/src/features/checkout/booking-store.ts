import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface Booking {
  cartId: string;
  bookingId: number;
  hasTickets: boolean;
  ticketsUrl: string | null;
  /** The PDF holds admission tickets alone; with pass cards or vouchers it is called documents. */
  ticketsOnly: boolean;
}

/** SPEC §4: after a successful execution booking_id and has_tickets are kept (here for the tab's session). */
interface BookingState {
  booking: Booking | null;
}

export const useBookingStore = create<BookingState>()(
  persist((): BookingState => ({ booking: null }), { name: 'foyer-booking', storage: createJSONStorage(() => sessionStorage) }),
);
