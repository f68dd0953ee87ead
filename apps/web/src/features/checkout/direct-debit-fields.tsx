import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../../components/ui/text-field';
import type { PaymentFormValues } from './payment-form-schema';

interface Props {
  register: UseFormRegister<PaymentFormValues>;
  errors: { accountHolder?: string; iban?: string };
}

/** SPEC §3 direct debit form: account holder and IBAN, for payment types 74 and 164. */
export const DirectDebitFields = ({ register, errors }: Props) => {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="direct-debit">
      <legend>{t('payment.account')}</legend>
      <TextField id="field-accountHolder" label={t('payment.accountHolder')} autoComplete="name" error={errors.accountHolder} aria-required="true" {...register('accountHolder')} />
      <TextField
        id="field-iban"
        label={t('payment.iban')}
        hint={t('payment.ibanHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        error={errors.iban}
        aria-required="true"
        {...register('iban')}
      />
    </fieldset>
  );
};
