import { YOUR_REFERENCE_MAX_LENGTH } from '@foyer/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n/use-translation';

/** SPEC §3 externalDocumentNumber: an optional reference of the buyer's own (a purchase order number), printed on the invoice. */
export const YourReferenceField = ({ field, error }: { field: UseFormRegisterReturn<'reference'>; error?: string }) => {
  const { t } = useTranslation('checkout');
  return (
    <TextField
      id="field-reference"
      className="your-reference"
      label={t('payment.reference')}
      optionalText={t('payment.optional')}
      hint={t('payment.referenceHint')}
      error={error}
      autoComplete="off"
      maxLength={YOUR_REFERENCE_MAX_LENGTH}
      {...field}
    />
  );
};
