import { useState } from 'react';
import { fetchCustomer, login } from '../../lib/api/account-api';
import { keepAccountDetails } from '../../lib/api/use-account-details';
import { queryClient } from '../../lib/query-client';
import { useAccountToast } from './account-toasts';
import { wirePassword } from './password-hash';
import { startSession } from './session';

export type LoginState = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; error: unknown };

/**
 * SPEC §4 login: `auth/login` with the md5 of the password (SPEC §5), the session kept, then the
 * account's details fetched for the user menu and the checkout. Toasts say it is under way and when it
 * failed (SPEC §8); the failure stays in `state` for the form, since toasts vanish after 2 s.
 */
export const useLogin = () => {
  const toast = useAccountToast();
  const [state, setState] = useState<LoginState>({ status: 'idle' });

  const submit = async (email: string, password: string): Promise<boolean> => {
    setState({ status: 'sending' });
    toast('AUTH_LOGGING_IN', 'info');
    try {
      startSession(await login({ _u: email.trim(), _p: wirePassword(password) }));
    } catch (error) {
      toast('AUTH_LOGIN_FAILED', 'error');
      setState({ status: 'failed', error });
      return false;
    }
    try {
      keepAccountDetails(queryClient, await fetchCustomer());
    } catch {
      // The login answer already named the customer; the details load again where they are needed.
    }
    setState({ status: 'idle' });
    return true;
  };

  return { state, submit };
};
