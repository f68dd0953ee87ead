import type { Path, UseFormSetError } from 'react-hook-form';
import { useState } from 'react';
import { registerCustomer, validateCustomer } from '../../lib/api/account-api';
import { ApiError } from '../../lib/api/api-error';
import { DETAIL_FIELDS, isEmail, type FieldRule } from './customer-field-rules';
import { placeServerErrors } from './form-messages';
import { wirePassword } from './password-hash';
import { registerPayload, type RegisterValues } from './register-rules';
import { startSession } from './session';

/** Server field names to form fields: the details, and the password (md5 on the wire) to the first password field. */
const FIELDS: Record<string, Path<RegisterValues>> = { ...Object.fromEntries(DETAIL_FIELDS.map((name) => [name, name])), password: 'password' };

export type RegisterProblem = { kind: 'none' } | { kind: 'disabled' } | { kind: 'other'; error: unknown };

const problemOf = (error: unknown): RegisterProblem =>
  error instanceof ApiError && error.code === 'REGISTRATION_DISABLED' ? { kind: 'disabled' } : { kind: 'other', error };

/**
 * The server's word on an address the form found well-formed: it can only be that an account has it
 * already (EMAIL_TAKEN, also when listed among other field errors).
 */
const emailMessage = (error: unknown): string | undefined => (error instanceof ApiError ? error.fieldErrors.email?.[0] : undefined);

/**
 * SPEC §5 registration: `customer/validate` (validate-only) tells about the e-mail as soon as it is
 * entered (taken already?); `customer/register` creates the account and answers a session.
 */
export const useRegisterSubmit = (rules: readonly FieldRule[], setError: UseFormSetError<RegisterValues>, clearEmailError: () => void) => {
  const [problem, setProblem] = useState<RegisterProblem>({ kind: 'none' });
  const [emailTaken, setEmailTaken] = useState(false);
  const [sending, setSending] = useState(false);

  const checkEmail = async (values: RegisterValues): Promise<void> => {
    if (!isEmail(values.email.trim())) return;
    try {
      await validateCustomer(registerPayload(values, rules, values.password === '' ? null : wirePassword(values.password)));
      setEmailTaken(false);
      clearEmailError();
    } catch (error) {
      // Other fields are not finished yet: only what is said about the address counts here.
      const message = emailMessage(error);
      setEmailTaken(message !== undefined);
      if (message === undefined) clearEmailError();
      else setError('email', { type: 'server', message });
    }
  };

  const submit = async (values: RegisterValues): Promise<boolean> => {
    setSending(true);
    setProblem({ kind: 'none' });
    try {
      startSession(await registerCustomer(registerPayload(values, rules, wirePassword(values.password))));
      return true;
    } catch (error) {
      placeServerErrors(error, FIELDS, setError);
      setEmailTaken(emailMessage(error) !== undefined);
      setProblem(problemOf(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  return { submit, checkEmail, problem, emailTaken, sending };
};
