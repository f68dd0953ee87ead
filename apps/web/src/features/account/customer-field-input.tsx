import type { CustomerAttr } from '@foyer/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { DetailField, FieldRule } from './customer-field-rules';

const AUTOCOMPLETE: Record<DetailField, string> = {
  salutation: 'honorific-prefix',
  fname: 'given-name',
  lname: 'family-name',
  company: 'organization',
  street: 'street-address',
  zip: 'postal-code',
  city: 'address-level2',
  country: 'country',
  email: 'email',
  phone: 'tel',
};

export interface DetailInputs {
  rules: readonly FieldRule[];
  attr: CustomerAttr;
  /** The form's registration of a field (react-hook-form's `register(name)`). */
  field: (name: DetailField) => UseFormRegisterReturn;
  messageOf: (name: DetailField) => string | undefined;
  /** Under the e-mail field: where mails go. */
  emailHint?: string;
}

interface Props extends DetailInputs {
  /** One field, or two shown side by side on wider screens. */
  names: readonly DetailField[];
  /** The postcode gets a narrow column beside the city. */
  zip?: boolean;
}

/** The visible ones of `names`, each labelled, marked optional when it is, and with its own error. */
export const CustomerFieldInput = ({ rules, names, attr, field, messageOf, emailHint, zip = false }: Props) => {
  const { t } = useTranslation('account');
  const shown = rules.filter((rule) => names.includes(rule.name));
  if (shown.length === 0) return null;
  const fields = shown.map(({ name, required }) => {
    const common = {
      id: `field-${name}`,
      label: t(`fields.${name}`),
      optionalText: required ? undefined : t('form.optional'),
      error: messageOf(name),
      autoComplete: AUTOCOMPLETE[name],
      'aria-required': required || undefined,
      ...field(name),
    };
    if (name === 'salutation') {
      return <SelectField key={name} {...common} placeholder={t('form.choose')} options={attr.salutations.map((s) => ({ value: s.key, label: s.name }))} />;
    }
    if (name === 'country') {
      return <SelectField key={name} {...common} placeholder={required ? undefined : t('form.choose')} options={Object.entries(attr.countries).map(([value, label]) => ({ value, label }))} />;
    }
    const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
    return <TextField key={name} {...common} type={type} hint={name === 'email' ? emailHint : undefined} spellCheck={name === 'email' ? false : undefined} />;
  });
  if (fields.length === 1) return fields[0];
  return <div className={zip ? 'form-row form-row-zip' : 'form-row'}>{fields}</div>;
};
