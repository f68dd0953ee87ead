import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartLine } from '../../lib/storage/cart-store';
import { wireCart } from '../../lib/storage/wire-cart';

/** The way to pay and the accepted terms the basket was last sent to payment with. */
interface SavedChoice {
  /** The basket's wire items: a changed basket starts from the defaults again. */
  basket: string;
  payart: string;
  terms: boolean;
}

/**
 * Kept for the tab's session, so that after a declined or cancelled payment the payment step
 * shows the way to pay and the accepted terms as the visitor left them. Never the account details.
 */
interface PaymentChoiceState {
  choice: SavedChoice | null;
}

export const usePaymentChoiceStore = create<PaymentChoiceState>()(
  persist((): PaymentChoiceState => ({ choice: null }), { name: 'foyer-payment-choice', storage: createJSONStorage(() => sessionStorage) }),
);

const basketKey = (lines: readonly CartLine[]): string => JSON.stringify(wireCart(lines).items);

export const rememberPaymentChoice = (lines: readonly CartLine[], payart: string, terms: boolean): void => {
  usePaymentChoiceStore.setState({ choice: { basket: basketKey(lines), payart, terms } });
};

/** The choice kept for this very basket, when its way to pay is still offered. */
export const savedPaymentChoice = (lines: readonly CartLine[], offered: readonly { payartId: number }[]): { payart: string; terms: boolean } | null => {
  const { choice } = usePaymentChoiceStore.getState();
  if (choice === null || choice.basket !== basketKey(lines) || !offered.some((type) => String(type.payartId) === choice.payart)) return null;
  return { payart: choice.payart, terms: choice.terms };
};
