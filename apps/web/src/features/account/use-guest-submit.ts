import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError } from '../../lib/api/api-error';
import { useCartStore } from '../../lib/storage/cart-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { registerGuest } from './guest-api';
import { DETAIL_FIELDS, type DetailField, type DetailValues, type FieldRule } from './customer-field-rules';
import { guestPayload, isPasswordOnlyRejection } from './guest-form-rules';
import { SHIPPING_FIELDS, shippingPayload, type DeliveryValues, type ShippingField } from './shipping-address-rules';

/** A field of the guest form the server may name: a billing field, or one of the separate address's (`shipping.city`). */
export type GuestFormField = DetailField | `shipping.${ShippingField}`;

const isFormField = (name: string): name is GuestFormField =>
  (DETAIL_FIELDS as readonly string[]).includes(name) || SHIPPING_FIELDS.some((field) => name === `shipping.${field}`);

/**
 * Sends `auth/guest`; on success keeps token and customer (as a guest) for the session, and the
 * separate shipping address when the basket holds goods (SPEC §3/§4). Server field errors go to their
 * fields; a 422 about the password alone counts as success (SPEC §5).
 */
export const useGuestSubmit = (rules: readonly FieldRule[], onFieldError: (field: GuestFormField, message: string) => void, onDone: () => void) => {
  const { t } = useTranslation(['account', 'errors']);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (values: DetailValues & DeliveryValues, hasGoods: boolean): Promise<boolean> => {
    setSending(true);
    setGeneralError(null);
    const shipping = shippingPayload(values, hasGoods);
    const keepShipping = () => {
      if (shipping !== undefined) useSessionStore.getState().setShippingAddress(shipping === false ? null : shipping);
    };
    const payload = guestPayload(values, rules, useCartStore.getState().requestInvoice, shipping);
    // The billing address as sent, so the payment step can show it back in full.
    const address = { company: payload.c.company, street: payload.c.street, zip: payload.c.zip, city: payload.c.city };
    try {
      const { token, customer } = await registerGuest(payload);
      useSessionStore.getState().login(token, { fname: customer.fname, lname: customer.lname, email: customer.email, country: customer.country ?? undefined, ...address, isGuest: true });
      keepShipping();
      onDone();
      return true;
    } catch (error) {
      if (isPasswordOnlyRejection(error)) {
        // No token comes with this answer: the guest continues with the details just entered.
        useSessionStore.setState({ customer: { fname: values.fname ?? '', lname: values.lname ?? '', email: values.email, country: values.country || undefined, ...address, isGuest: true } });
        keepShipping();
        onDone();
        return true;
      }
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      const unplaced = fieldErrors.filter(([field]) => !isFormField(field));
      for (const [field, messages] of fieldErrors) if (isFormField(field) && messages[0]) onFieldError(field, messages[0]);
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
