import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ownerFieldId, type AddressField, type OwnerEntry, type OwnerField } from './pass-owner-form';

interface Props {
  index: number;
  owner: OwnerEntry;
  /** Fields to mark as missing (after a failed add). */
  missing: readonly OwnerField[];
  countries: readonly { value: string; label: string }[];
  onChange: (owner: OwnerEntry) => void;
}

/**
 * One holder: the name for the card and, when the card goes to the holder, where to. Autofill is
 * scoped to the holder (`section-…`), so a browser never copies one holder's details into another's.
 */
export const PassOwnerFields = ({ index, owner, missing, countries, onChange }: Props) => {
  const { t } = useTranslation('passes');
  const id = (field: OwnerField | 'sendToOwner') => ownerFieldId(index, field);
  const autofill = (token: string) => `section-holder-${index + 1} ${token}`;
  const error = (field: OwnerField) => (missing.includes(field) ? t(`errors.${field}`) : undefined);
  const set = (patch: Partial<OwnerEntry>) => onChange({ ...owner, ...patch });
  const addressLine = (field: Exclude<AddressField, 'country'>, token: string) => (
    <TextField
      id={id(field)}
      label={t(`owners.${field}`)}
      value={owner[field]}
      error={error(field)}
      autoComplete={autofill(token)}
      aria-required="true"
      onChange={(event) => set({ [field]: event.currentTarget.value })}
    />
  );
  const hintId = `${id('sendToOwner')}-hint`;

  return (
    <fieldset className="pass-owner">
      <legend>{t('owners.legend', { number: index + 1 })}</legend>
      <TextField
        id={id('name')}
        label={t('owners.name')}
        hint={t('owners.nameHint')}
        value={owner.name}
        error={error('name')}
        autoComplete={autofill('name')}
        aria-required="true"
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <div className="pass-owner-send">
        <CheckboxField
          id={id('sendToOwner')}
          label={t('owners.sendToOwner')}
          checked={owner.sendToOwner}
          aria-describedby={hintId}
          onChange={(event) => set({ sendToOwner: event.currentTarget.checked })}
        />
        <p id={hintId} className="field-hint">
          {t('owners.sendToOwnerHint')}
        </p>
      </div>
      {owner.sendToOwner && (
        <div className="pass-owner-address">
          {addressLine('street', 'street-address')}
          <div className="form-row form-row-zip">
            {addressLine('zip', 'postal-code')}
            {addressLine('city', 'address-level2')}
          </div>
          <SelectField
            id={id('country')}
            label={t('owners.country')}
            value={owner.country}
            error={error('country')}
            autoComplete={autofill('country')}
            aria-required="true"
            placeholder={t('owners.choose')}
            options={countries}
            onChange={(event) => set({ country: event.currentTarget.value })}
          />
        </div>
      )}
    </fieldset>
  );
};
