import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ErrorSummary, type SummaryError } from '../../components/ui/error-summary';
import { Notice } from '../../components/ui/notice';
import { useShop } from '../../lib/config/shop-store';
import { countryName } from '../../lib/i18n/country-name';
import { ADDRESS_FIELDS, missingFields, ownerFieldId, type OwnerEntry } from './pass-owner-form';
import { PassOwnerFields } from './pass-owner-fields';
import { fetchCountries } from './passes-api';

interface Props {
  owners: readonly OwnerEntry[];
  /** After a failed add: every missing field says so, and the summary lists them. */
  showErrors: boolean;
  onChange: (index: number, owner: OwnerEntry) => void;
}

/** SPEC §5 annual pass: one entry per pass, each with its holder's name and, if the card goes to them, their address. */
export const PassOwners = ({ owners, showErrors, onChange }: Props) => {
  const { t } = useTranslation('passes');
  const { lang } = useShop();
  // Most cards go with the order: the country list is fetched only once a card is to go elsewhere.
  const countries = useQuery({ queryKey: ['countries', lang], queryFn: fetchCountries, enabled: owners.some((owner) => owner.sendToOwner), staleTime: Infinity });
  const missing = owners.map((owner) => (showErrors ? missingFields(owner) : []));
  // SPEC §5: one entry per missing name and one per incomplete address, each leading to its first empty field.
  const listed: SummaryError[] = missing.flatMap((fields, index) => {
    const number = index + 1;
    const address = ADDRESS_FIELDS.find((field) => fields.includes(field));
    return [
      ...(fields.includes('name') ? [{ fieldId: ownerFieldId(index, 'name'), message: t('errors.nameEntry', { number }) }] : []),
      ...(address ? [{ fieldId: ownerFieldId(index, address), message: t('errors.addressEntry', { number }) }] : []),
    ];
  });
  const options = (current: string) => {
    if (countries.data) return Object.entries(countries.data).map(([value, label]) => ({ value, label }));
    // Until the list arrives the chosen country still shows by name, so the field never looks empty.
    return current === '' ? [] : [{ value: current, label: countryName(current, lang) }];
  };

  return (
    <section className="form pass-owners" aria-labelledby="pass-owners-heading">
      <div>
        <h2 id="pass-owners-heading" className="pass-owners-heading">{t('owners.heading')}</h2>
        <p className="pass-owners-intro">{t('owners.intro')}</p>
      </div>
      {/* The add button moves focus to the first missing field, so the summary is announced, not focused. */}
      {listed.length > 0 && <ErrorSummary heading={t('errors.summary')} errors={listed} focusKey={0} />}
      {countries.isError && <Notice tone="error" text={t('owners.countriesError')} action={{ label: t('retry'), onPress: () => void countries.refetch() }} />}
      {owners.map((owner, index) => (
        <PassOwnerFields key={index} index={index} owner={owner} missing={missing[index] ?? []} countries={options(owner.country)} onChange={(next) => onChange(index, next)} />
      ))}
    </section>
  );
};
