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
