import type { CustomerDetails, CustomerResponse, LoginBody, RegisterCustomerInput, SessionResponse, UpdateCustomerInput } from '@foyer/contract';
import { apiGet, apiPost, sessionCall, type CallOptions } from './api-client';

export type AccountSession = SessionResponse['data'];

/** A 401 or 403 of these calls is their answer (LOGIN_FAILED, REGISTRATION_DISABLED, a session already ended), never "log in again". */
const sessionless: CallOptions = { ownsUnauthorized: true };
/** Registration with a guest's token turns the guest into the account; logout ends the session it carries. */
const ownSession: CallOptions = { ownsUnauthorized: true, withSession: true };

/** SPEC §7 `auth/login`: `_p` is the md5 hex of the password. */
export const login = (body: LoginBody) => apiPost<AccountSession>('auth/login', body, undefined, sessionless);

/** Ends the session on the server; an expired one is simply gone already. */
export const logoutOnServer = () => apiPost<{ loggedOut: true }>('auth/logout', {}, undefined, ownSession);

/** SPEC §7 `GET customer` (token as `_`): what the account holds. */
export const fetchCustomer = async (): Promise<CustomerDetails> => (await apiGet<CustomerResponse['data']>('customer', undefined, sessionCall)).customer;

/** SPEC §7 `customer/register {c}`; with a guest's token the guest becomes the account. */
export const registerCustomer = (c: RegisterCustomerInput) => apiPost<AccountSession>('customer/register', { c }, undefined, ownSession);

/** SPEC §5 validate-only registration: 422 with every field problem, or `{valid: true}`. */
export const validateCustomer = (c: RegisterCustomerInput) => apiPost<{ valid: true }>('customer/validate', { c }, undefined, ownSession);

/** `customer/update {c}`: details and delivery address; fields not sent keep their value. */
export const updateCustomer = async (c: UpdateCustomerInput): Promise<CustomerDetails> =>
  (await apiPost<CustomerResponse['data']>('customer/update', { c }, undefined, sessionCall)).customer;

/** SPEC §7 `customer/pwdreset`: the same answer whether or not the address has an account. */
export const requestPasswordReset = (body: { email: string; backlink: string }) =>
  apiPost<{ sent: true }>('customer/pwdreset', body, undefined, sessionless);

/** SPEC §7 `customer/pwdconfirm`: the reset link's token and the new password (md5); answers a session. */
export const confirmPasswordReset = (body: { token: string; _p: string }) => apiPost<AccountSession>('customer/pwdconfirm', body, undefined, sessionless);

/** SPEC §7 `customer/pwdchange`: current `_po` and new `_pn` (md5); 422 PASSWORD_WRONG on `_po`. */
export const changePassword = (body: { _po: string; _pn: string }) => apiPost<{ changed: true }>('customer/pwdchange', body, undefined, sessionCall);

/** SPEC §7 `customer/emailchange`: the current password (md5) and the new address; answers the customer. */
export const changeEmail = async (body: { _po: string; email: string }): Promise<CustomerDetails> =>
  (await apiPost<CustomerResponse['data']>('customer/emailchange', body, undefined, sessionCall)).customer;
