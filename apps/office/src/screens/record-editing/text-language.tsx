import { ChoiceGroup } from '../../components/ui/choice-group';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';

/** The language whose texts the form shows, each language marked once its name is written. */
export const TextLanguage = ({ name, value, onChange, written }: { name: string; value: Lang; onChange: (lang: Lang) => void; written: Partial<Record<Lang, string>> }) => {
  const { t } = useI18n();
  return (
    <ChoiceGroup
      name={name}
      legend={t('events.textLanguage')}
      hint={t('events.textLanguageHint')}
      inline
      options={LANGUAGES.map((other) => ({ value: other, label: (written[other] ?? '') !== '' ? `${LANGUAGE_NAMES[other]} ✓` : LANGUAGE_NAMES[other] }))}
      value={value}
      onChange={onChange}
    />
  );
};
