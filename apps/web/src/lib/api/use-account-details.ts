import type { CustomerDetails } from '@foyer/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isRegisteredCustomer, useSessionStore } from '../storage/session-store';
import { fetchCustomer } from './account-api';

/** Keyed by the session token: another login (or none) never sees the previous account's details. */
export const accountDetailsKey = (token: string | null) => ['accountDetails', token] as const;

/**
 * SPEC §7 `GET customer` for a logged-in registered customer (off for guests and visitors): the
 * account's billing details and delivery address, shared by the settings, the payment step and shipping.
 */
export const useAccountDetails = (wanted = true) => {
  const token = useSessionStore((s) => s.token);
  const registered = useSessionStore(isRegisteredCustomer);
  return useQuery({ queryKey: accountDetailsKey(token), queryFn: fetchCustomer, enabled: wanted && registered });
};

/** After a change the server answered with the account as it is now: the cache and the session's customer (user menu, forms) follow. */
export const keepAccountDetails = (client: QueryClient, details: CustomerDetails): void => {
  const { token, customer } = useSessionStore.getState();
  client.setQueryData(accountDetailsKey(token), details);
  useSessionStore.setState({
    customer: { ...customer, fname: details.fname, lname: details.lname, email: details.email, country: details.country ?? undefined, isGuest: details.isGuest },
  });
};
