import type { ShippingCostsBody, ShippingCostsResponse } from '@foyer/contract';
import { useCartStore } from '../storage/cart-store';
import { isRegisteredCustomer, useSessionStore } from '../storage/session-store';
import { fetchShippingCosts } from './shipping-api';
import { deliveryCountry, shippingLines } from './shipping-rules';

type ShippingCosts = ShippingCostsResponse['data'];

interface EarlyAnswer {
  key: string;
  answer: Promise<ShippingCosts>;
  /** The answer once it is in: a screen that draws after it draws the cost at once. */
  settled?: ShippingCosts;
}

let early: EarlyAnswer | null = null;

const keyOf = (cart: ShippingCostsBody['cart'], country: string): string => JSON.stringify([cart, country]);

/**
 * Asks the shipping of the basket's goods as soon as the checkout is asked for, while its code is
 * still on the way, so the amount due is known when its first screen draws. Only where the country
 * is known without the account (a guest, or the saved customer's): a logged-in customer's comes from
 * the account, which the screen reads first.
 */
export const askShippingEarly = (): void => {
  const session = useSessionStore.getState();
  if (isRegisteredCustomer(session)) return;
  const cart = shippingLines(useCartStore.getState().lines);
  const country = deliveryCountry({ shippingAddress: session.shippingAddress, customer: session.customer });
  if (cart.length === 0 || country === null) return;
  const answer = fetchShippingCosts({ cart, country });
  const asked: EarlyAnswer = { key: keyOf(cart, country), answer };
  // A failure is the screen's to show when it asks; unasked, it must not surface as unhandled.
  answer.then((costs) => (asked.settled = costs)).catch(() => undefined);
  early = asked;
};

/** The cost asked early for exactly these goods and this country, when it is in already: taken once. */
export const takeSettledShipping = (cart: ShippingCostsBody['cart'], country: string): ShippingCosts | undefined => {
  if (early === null || early.key !== keyOf(cart, country) || early.settled === undefined) return undefined;
  const { settled } = early;
  early = null;
  return settled;
};

/** The answer asked early for exactly these goods and this country, once; undefined when there is none. */
export const takeEarlyShipping = (cart: ShippingCostsBody['cart'], country: string): Promise<ShippingCosts> | undefined => {
  const found = early !== null && early.key === keyOf(cart, country) ? early.answer : undefined;
  early = null;
  return found;
};
