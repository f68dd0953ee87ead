import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartLine } from './cart-line';

export type { CartLine, LineAnswer, LineDisplay, LinePart } from './cart-line';
export { imageOf } from './cart-line';

export interface CartState {
  lines: CartLine[];
  requestInvoice: boolean;
  cartId: string | null;
  /** SPEC §3 Cart shippingCosts: the shipping in cents of the order sent to payment, for the purchase report after the return. */
  shippingCosts: number | null;
  add: (line: CartLine) => void;
  removeAt: (index: number) => CartLine | undefined;
  /** Puts `line` in the place of the line at `index` (a changed count); nothing when there is no such line. */
  replaceAt: (index: number, line: CartLine) => void;
  clear: () => void;
}

export const CART_STORAGE_KEY = 'foyer-cart';

/** Version of the saved cart (zustand persist); raise it, and migrate, whenever CartLine changes shape. */
export const CART_STATE_VERSION = 1;

/** What session storage keeps of the cart. */
export interface SavedCart {
  lines: CartLine[];
  requestInvoice: boolean;
  cartId: string | null;
  shippingCosts: number | null;
}

const barcodeOf = (line: Pick<CartLine, 'item'>): unknown => ('barcode' in line.item ? line.item.barcode : undefined);

/**
 * SPEC §4: a voucher code whose barcode is already in the cart is not added twice. Read off the wire
 * item, so any kind that carries a barcode gets the rule without the store knowing it.
 */
export const canAddLine = (lines: readonly CartLine[], line: Pick<CartLine, 'type' | 'item'>): boolean => {
  const barcode = barcodeOf(line);
  return barcode === undefined || !lines.some((l) => l.type === line.type && barcodeOf(l) === barcode);
};

/**
 * What the basket badge counts: the places and items booked, each line by its count (SPEC §5: tickets,
 * places on a public tour, one whole group tour, units of goods). A voucher code pays, it books nothing.
 */
export const cartItemCount = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + Math.max(0, line.analytics.quantity), 0);

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      requestInvoice: true,
      cartId: null,
      shippingCosts: null,
      add: (line) => {
        if (canAddLine(get().lines, line)) set({ lines: [...get().lines, line] });
      },
      removeAt: (index) => {
        const removed = get().lines[index];
        set({ lines: get().lines.filter((_, i) => i !== index) });
        return removed;
      },
      replaceAt: (index, line) => {
        if (index < 0 || index >= get().lines.length) return;
        set({ lines: get().lines.map((current, i) => (i === index ? line : current)) });
      },
      clear: () => {
        set({ lines: [], cartId: null, shippingCosts: null });
        useCartStore.persist.clearStorage();
      },
    }),
    // A visitor's basket outlives a deploy: a cart saved by an older version is migrated, not dropped.
    // Only such a visitor downloads the migration, so it stays out of everyone's first view.
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ lines, requestInvoice, cartId, shippingCosts }): SavedCart => ({ lines, requestInvoice, cartId, shippingCosts }),
      version: CART_STATE_VERSION,
      migrate: async (saved, version) => (await import('./cart-migration')).migrateCart(saved, version),
    },
  ),
);
