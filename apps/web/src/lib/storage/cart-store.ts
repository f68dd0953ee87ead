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
