import type { CustomerAttr, CustomerDetails } from '@foyer/contract';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ErrorSummary } from '../../components/ui/error-summary';
import { useShop } from '../../lib/config/shop-store';
import { accountFormValues, type AccountParts } from './account-update';
import { CustomerDetailsFields } from './customer-details-fields';
import { useCustomerErrorList } from './customer-error-list';
import { customerFieldRules, type DetailField } from './customer-field-rules';
import { customerFormResolver, type CustomerFormValues } from './customer-form-values';
import { useMessageText } from './form-messages';
import { ShippingAddressFields } from './shipping-address-fields';
import { useAccountSave } from './use-account-save';
import { useErrorText } from '../../lib/messages/use-error-text';

interface Props {
  details: CustomerDetails;
  attr: CustomerAttr;
  parts: AccountParts;
  /** After a save, with the account as it is now. */
  onSaved?: (details: CustomerDetails) => void;
  /** Shown beside the save button where editing can be abandoned (the checkout's editor). */
  onCancel?: () => void;
}

/**
 * The account's details and/or delivery address (SPEC §4 sameAsBilling), by the shop's field rules;
 * the e-mail changes through its own form. Every problem is listed after a failed save.
 */
export const AccountDetailsForm = ({ details, attr, parts, onSaved, onCancel }: Props) => {
  const { t } = useTranslation('account');
  const { config } = useShop();
  const text = useMessageText();
  const errorText = useErrorText();
  const rules = useMemo(() => (parts.details ? customerFieldRules(attr, { email: false }) : []), [attr, parts.details]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const resolver = useMemo(() => customerFormResolver<CustomerFormValues>(rules, parts.delivery), [rules, parts.delivery]);
  const { register, handleSubmit, setError, reset, formState, control } = useForm<CustomerFormValues>({
    resolver,
    defaultValues: accountFormValues(details, rules, config.defaultUserCountryKey),
    shouldFocusError: false,
  });
  const [sameAsBilling, shippingCountry, billingCountry] = useWatch({ control, name: ['sameAsBilling', 'shipping.country', 'country'] });
  const { save, refusal } = useAccountSave(rules, parts, setError);
  const failed = () => setFailedSubmits((n) => n + 1);
  const onSubmit = handleSubmit(async (values) => {
    const answer = await save(values);
    if (answer === null) return failed();
    // The saved account is the form's new starting point.
    reset(accountFormValues(answer, rules, config.defaultUserCountryKey));
    onSaved?.(answer);
  }, failed);
  const { listed, missing } = useCustomerErrorList(formState.errors, rules);
  const general = refusal !== null ? errorText(refusal) : null;
  const delivery = parts.delivery && (
    <ShippingAddressFields
      field={(name) => register(name)}
      sameAsBilling={sameAsBilling}
      countries={attr.countries}
      messageOf={(field) => text(formState.errors.shipping?.[field])}
      deliveryCountry={(sameAsBilling ? (billingCountry ?? details.country) : shippingCountry) || null}
    />
  );

  return (
    <form className="form account-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={formState.isSubmitting}>
      {(listed.length > 0 || general !== null) && (
        <ErrorSummary heading={general ?? (missing ? t('form.mandatory') : t('form.correctErrors'))} errors={listed} focusKey={failedSubmits} />
      )}
      {parts.details ? (
        <CustomerDetailsFields
          rules={rules}
          attr={attr}
          field={(name: DetailField) => register(name)}
          messageOf={(name: DetailField) => text(formState.errors[name])}
          afterAddress={delivery}
        />
      ) : (
        delivery
      )}
      <p className="account-actions">
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('settings.save')}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('settings.cancel')}
          </button>
        )}
      </p>
    </form>
  );
};
