import type { Path, UseFormSetError } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerDetails } from '@foyer/contract';
import { updateCustomer } from '../../lib/api/account-api';
import { keepAccountDetails } from '../../lib/api/use-account-details';
import { useAccountToast } from './account-toasts';
import { accountPayload, type AccountParts } from './account-update';
import { DETAIL_FIELDS, type FieldRule } from './customer-field-rules';
import type { CustomerFormValues } from './customer-form-values';
import { placeServerErrors } from './form-messages';
import { SHIPPING_FIELDS } from './shipping-address-rules';

/** Server field names to the form's: the details, and the delivery address's (`shipping.zip`). */
const FIELDS: Record<string, Path<CustomerFormValues>> = Object.fromEntries([
  ...DETAIL_FIELDS.map((name) => [name, name]),
  ...SHIPPING_FIELDS.map((name) => [`shipping.${name}`, `shipping.${name}`]),
]);

/** Saves the account's details or delivery (`customer/update`); the answer becomes the account everywhere (SPEC §8 USER_SETTINGS_SAVED). */
export const useAccountSave = (rules: readonly FieldRule[], parts: AccountParts, setError: UseFormSetError<CustomerFormValues>) => {
  const toast = useAccountToast();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<unknown>(null);

  const save = async (values: CustomerFormValues): Promise<CustomerDetails | null> => {
    setRefusal(null);
    try {
      const details = await updateCustomer(accountPayload(values, rules, parts));
      keepAccountDetails(queryClient, details);
      // The toast alone says it: a second message in the form would repeat it under the toast.
      toast('USER_SETTINGS_SAVED', 'success');
      return details;
    } catch (error) {
      if (placeServerErrors(error, FIELDS, setError)) setRefusal(error);
      return null;
    }
  };

  return { save, refusal };
};
