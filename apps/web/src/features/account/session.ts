import type { AccountSession } from '../../lib/api/account-api';
import { useSessionStore } from '../../lib/storage/session-store';

/** Keeps the session an account call answered (login, registration, recovery): its token and customer (SPEC §3). */
export const startSession = ({ token, customer }: AccountSession): void =>
  useSessionStore.getState().login(token, {
    fname: customer.fname,
    lname: customer.lname,
    email: customer.email,
    country: customer.country ?? undefined,
    isGuest: customer.isGuest,
  });
