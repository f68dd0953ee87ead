import type { CustomerAttr } from '@foyer/contract';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { FieldRule, GuestField } from './guest-form-rules';
import type { GuestFormValues } from './guest-form-values';

const AUTOCOMPLETE: Record<GuestField, string> = {
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

interface Props {
  rules: readonly FieldRule[];
  /** One field, or two shown side by side on wider screens. */
  names: readonly GuestField[];
  attr: CustomerAttr;
  register: UseFormRegister<GuestFormValues>;
  messageOf: (name: GuestField) => string | undefined;
  /** The postcode gets a narrow column beside the city. */
  zip?: boolean;
}

/** The visible ones of `names`, each labelled, marked optional when it is, and with its own error. */
export const GuestFieldInput = ({ rules, names, attr, register, messageOf, zip = false }: Props) => {
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
      ...register(name),
    };
    if (name === 'salutation') {
      return <SelectField key={name} {...common} placeholder={t('form.choose')} options={attr.salutations.map((s) => ({ value: s.key, label: s.name }))} />;
    }
    if (name === 'country') {
      return <SelectField key={name} {...common} placeholder={required ? undefined : t('form.choose')} options={Object.entries(attr.countries).map(([value, label]) => ({ value, label }))} />;
    }
    const type = name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text';
    return <TextField key={name} {...common} type={type} hint={name === 'email' ? t('guest.emailHint') : undefined} spellCheck={name === 'email' ? false : undefined} />;
  });
  if (fields.length === 1) return fields[0];
  return <div className={zip ? 'form-row form-row-zip' : 'form-row'}>{fields}</div>;
};
