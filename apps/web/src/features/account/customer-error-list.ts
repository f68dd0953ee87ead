import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { SummaryError } from '../../components/ui/error-summary';
import type { FieldRule } from './customer-field-rules';
import type { CustomerFormValues } from './customer-form-values';
import { useMessageText } from './form-messages';
import { SHIPPING_FIELDS } from './shipping-address-rules';

/**
 * The error summary's entries of a customer form (SPEC §5: all errors after a failed submit): each
 * detail field by its label; one entry for an incomplete delivery address, leading to its first
 * empty field; the server's own words per delivery field. `missing`: a mandatory field is empty.
 */
export const useCustomerErrorList = (errors: FieldErrors<CustomerFormValues>, rules: readonly FieldRule[]) => {
  const { t } = useTranslation('account');
  const text = useMessageText();
  const listed: SummaryError[] = rules.flatMap(({ name }) => {
    const message = text(errors[name]);
    return message ? [{ fieldId: `field-${name}`, message: t('common:fieldError', { label: t(`fields.${name}`), message }) }] : [];
  });
  const delivery = SHIPPING_FIELDS.flatMap((field) => {
    const error = errors.shipping?.[field];
    return error ? [{ field, error }] : [];
  });
  const firstEmpty = delivery.find(({ error }) => error.type !== 'server');
  if (firstEmpty) listed.push({ fieldId: `field-shipping-${firstEmpty.field}`, message: t('shipping.incomplete') });
  for (const { field, error } of delivery) {
    const label = field === 'name' ? t('shipping.name') : t(`fields.${field}`);
    if (error.type === 'server' && error.message) listed.push({ fieldId: `field-shipping-${field}`, message: t('common:groupFieldError', { group: t('shipping.legend'), label, message: error.message }) });
  }
  const missing = rules.some(({ name }) => errors[name]?.message === 'form.required');
  return { listed, missing };
};
