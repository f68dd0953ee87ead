import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Which payment this tab sent to the payment page: the basket's (null) or an existing order's (its
 * review token). Both come back to the same return pages with a cartId; an existing order's payment
 * must leave the basket alone and lead back to that order.
 */
interface PayingOrderState {
  orderToken: string | null;
}

export const usePayingOrderStore = create<PayingOrderState>()(
  persist((): PayingOrderState => ({ orderToken: null }), { name: 'foyer-paying-order', storage: createJSONStorage(() => sessionStorage) }),
);
