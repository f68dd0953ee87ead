import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { useAccountDetails } from '../api/use-account-details';
import { useCartStore } from '../storage/cart-store';
import { isRegisteredCustomer, useSessionStore } from '../storage/session-store';
import { takeEarlyShipping, takeSettledShipping } from './early-shipping';
import { fetchShippingCosts } from './shipping-api';
import { deliveryCountry, shippingLines } from './shipping-rules';

/**
 * SPEC §3/§4 shipping of the basket: `none` without goods; `unknown` with goods but no country yet;
 * `loading` while asked (with the previous cost, if any, to show meanwhile); `ready` with the cost in
 * cents; `error` keeps the response code (NO_SHIPPING_COSTS) and the cost is null.
 */
export type ShippingState =
  | { status: 'none' }
  | { status: 'unknown' }
  | { status: 'loading'; country: string; previous: number | null }
  | { status: 'ready'; country: string; cost: number }
  | { status: 'error'; country: string; code: string; error: unknown };

/** SPEC §4: the cost, or null when there is none to add (no goods, no country, still asking, or an error). */
export const shippingCents = (state: ShippingState): number | null => (state.status === 'ready' ? state.cost : null);

/** Paying waits until the shipping of any goods is known: the server charges it either way. */
export const isShippingSettled = (state: ShippingState): boolean => state.status === 'none' || state.status === 'ready';

const codeOf = (error: unknown): string => (error instanceof ApiError ? error.code : 'UNKNOWN_ERROR');

/**
 * SPEC §4: shipping is recalculated whenever the cart changes, and asked only when the cart holds
 * goods and a country is known. Keyed on the goods lines and the country, so a changed count or
 * country asks again and going back to an earlier basket answers from the cache.
 */
export const useShipping = (formCountry?: string | null): ShippingState => {
  const lines = useCartStore((s) => s.lines);
  const shippingAddress = useSessionStore((s) => s.shippingAddress);
  const customer = useSessionStore((s) => s.customer);
  const registered = useSessionStore(isRegisteredCustomer);
  const goods = shippingLines(lines);
  // SPEC §4: a logged-in customer's goods go where the account says; until it is loaded, to its billing country.
  const account = useAccountDetails(goods.length > 0);
  const country = deliveryCountry(registered ? { formCountry, account: account.data ?? null, shippingAddress: null, customer } : { formCountry, shippingAddress, customer });
  const query = useQuery({
    queryKey: ['shippingCosts', goods, country],
    // The checkout may have asked this already, while its code was loading: the answer, or the question on its way.
    initialData: () => (country === null ? undefined : takeSettledShipping(goods, country)),
    queryFn: () => (country === null ? undefined : takeEarlyShipping(goods, country)) ?? fetchShippingCosts({ cart: goods, country: country ?? undefined }),
    enabled: goods.length > 0 && country !== null,
    placeholderData: keepPreviousData,
  });
  if (goods.length === 0) return { status: 'none' };
  if (country === null) return { status: 'unknown' };
  if (query.isError) return { status: 'error', country, code: codeOf(query.error), error: query.error };
  if (query.data === undefined || query.isPlaceholderData) return { status: 'loading', country, previous: query.data?.cost ?? null };
  return { status: 'ready', country, cost: query.data.cost };
};
