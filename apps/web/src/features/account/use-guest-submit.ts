import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { registerGuest } from './guest-api';
import { GUEST_FIELDS, guestPayload, isPasswordOnlyRejection, type FieldRule, type GuestField, type GuestValues } from './guest-form-rules';

const isGuestField = (name: string): name is GuestField => (GUEST_FIELDS as readonly string[]).includes(name);

/**
 * Sends `auth/guest`; on success keeps token and customer (as a guest) for the session. Server field
 * errors go to their fields; a 422 about the password alone counts as success (SPEC §5).
 */
export const useGuestSubmit = (rules: readonly FieldRule[], onFieldError: (field: GuestField, message: string) => void, onDone: () => void) => {
  const { t } = useTranslation(['account', 'errors']);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (values: GuestValues): Promise<boolean> => {
    setSending(true);
    setGeneralError(null);
    try {
      const { token, customer } = await registerGuest(guestPayload(values, rules, useCartStore.getState().requestInvoice));
      useSessionStore.getState().login(token, { fname: customer.fname, lname: customer.lname, email: customer.email, country: customer.country ?? undefined, isGuest: true });
      onDone();
      return true;
    } catch (error) {
      if (isPasswordOnlyRejection(error)) {
        // No token comes with this answer: the guest continues with the details just entered.
        useSessionStore.setState({ customer: { fname: values.fname ?? '', lname: values.lname ?? '', email: values.email, country: values.country || undefined, isGuest: true } });
        onDone();
        return true;
      }
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      const unplaced = fieldErrors.filter(([field]) => !isGuestField(field));
      for (const [field, messages] of fieldErrors) if (isGuestField(field) && messages[0]) onFieldError(field, messages[0]);
      if (fieldErrors.length === 0 || unplaced.length > 0) {
        setGeneralError(error instanceof ApiError ? t(`errors:${error.code}`, { defaultValue: error.message }) : t('errors:INTERNAL_ERROR'));
      }
      return false;
    } finally {
      setSending(false);
    }
  };

  return { submit, generalError, sending };
};
