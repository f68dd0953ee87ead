import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type CartItemType = 'guidedTour' | 'ticket' | 'dayTicket' | 'merchandise' | 'annualPass' | 'voucher' | 'voucherCode';

/** SPEC §3 basket line; prices are integer cents. */
export interface CartLine {
  type: CartItemType;
  id: number;
  name: string;
  totalPrice: number;
  count?: number;
  datetime?: string;
  barcode?: string;
  /** Event tickets (type ticket / dayTicket): see TicketCartLine. */
  ticket?: TicketLineDetail;
  /** Guided tours (type guidedTour): see TourLineDetail. */
  tour?: TourLineDetail;
}

/**
 * What a ticket line carries besides the SPEC §3 basics: enough to show the line in the basket and to
 * send the SPEC §7 checkout item (type, count, id, datetime, subtickets). Prices are the catalog's at
 * the time of adding; the server prices the order itself and refuses a changed total.
 */
export interface TicketLineDetail {
  eventId: number;
  eventName: string;
  /** Unit price of the ticket in cents. */
  price: number;
  vat_value: number;
  /** Places the line takes in its timeslot: the tickets plus their subtickets. */
  totalCount: number;
  subtickets: { id: number; name: string; count: number; price: number }[];
}

/** A chosen tour price or add-on with the catalog's unit price in cents at the time of adding. */
export interface TourLinePart {
  id: number;
  name: string;
  count: number;
  price: number;
}

/** One booking answer: the SPEC §3 wire value, plus the question and answer texts the basket shows. */
export interface TourLineAnswer {
  qId: number;
  type: 'radio' | 'select' | 'checkbox' | 'text' | 'textarea' | 'number';
  value: number | string | number[];
  question: string;
  answer: string;
}

/**
 * What a guidedTour line carries besides the SPEC §3 basics (date, time, single_ticketing): enough to
 * show the booking in the basket and to send the SPEC §7 item (tourId, datetime, prices, tickets with
 * subtickets, answers). The server prices it again and refuses a changed total.
 */
export interface TourLineDetail {
  tourId: number;
  /** Museum date YYYY-MM-DD and start time HH:MM of the chosen slot. */
  date: string;
  time: string;
  single_ticketing: 0 | 1;
  participants: number;
  /** VAT contained in the line total, summed per part at each part's rate. */
  vatCents: number;
  prices: TourLinePart[];
  tickets: (TourLinePart & { subtickets: TourLinePart[] })[];
  answers: TourLineAnswer[];
}

export interface CartState {
  lines: CartLine[];
  requestInvoice: boolean;
  cartId: string | null;
  add: (line: CartLine) => void;
  removeAt: (index: number) => CartLine | undefined;
  clear: () => void;
}

export const CART_STORAGE_KEY = 'foyer-cart';

/** SPEC §4: a voucher code whose barcode is already in the cart is not added twice. */
export const canAddLine = (lines: readonly CartLine[], line: CartLine): boolean =>
  line.type !== 'voucherCode' || !lines.some((l) => l.type === 'voucherCode' && l.barcode === line.barcode);

/** The basket badge counts lines: one line per booked item, whatever its quantity. */
export const cartItemCount = (lines: readonly CartLine[]): number => lines.length;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      requestInvoice: true,
      cartId: null,
      add: (line) => {
        if (canAddLine(get().lines, line)) set({ lines: [...get().lines, line] });
      },
      removeAt: (index) => {
        const removed = get().lines[index];
        set({ lines: get().lines.filter((_, i) => i !== index) });
        return removed;
      },
      clear: () => {
        set({ lines: [], cartId: null });
        useCartStore.persist.clearStorage();
      },
    }),
    { name: CART_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage) },
  ),
);
