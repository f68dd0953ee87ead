import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextField } from '../../components/ui/text-field';
import type { OfficeCategory } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { useCall } from '../../lib/use-call';
import { withText } from '../events/localized';
import { fieldErrorsOf, slugOf } from './product-draft';

interface Props {
  /** The ids' prefix, so a new category's form and an edited one's can be on one screen. */
  id: string;
  initial: OfficeCategory;
  submitLabel: string;
  save: (category: OfficeCategory) => Promise<void>;
  onCancel?: () => void;
}

/** A category's name one language at a time and its address; a new one's address follows its name until it is typed. */
export const CategoryForm = ({ id, initial, submitLabel, save, onCancel }: Props) => {
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState(initial);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [slugTyped, setSlugTyped] = useState(initial.slug !== '');
  const saving = useCall(save);
  const errors = fieldErrorsOf(saving.error, 'category');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.run(draft);
  };
  const rename = (text: string) => {
    const name = withText(draft.name, textLang, text);
    setDraft({ ...draft, name, slug: slugTyped ? draft.slug : slugOf(text) });
  };
  return (
    <form className="form card-fields" onSubmit={submit} noValidate>
      {Object.keys(errors).length === 0 && <ErrorNotice error={saving.error} />}
      <ChoiceGroup
        name={`${id}-language`}
        legend={t('merch.textLanguage')}
        inline
        options={LANGUAGES.map((other) => ({ value: other, label: (draft.name[other] ?? '') !== '' ? `${LANGUAGE_NAMES[other]} ✓` : LANGUAGE_NAMES[other] }))}
        value={textLang}
        onChange={setTextLang}
      />
      <div lang={textLang}>
        <TextField id={`${id}-name`} label={t('merch.categoryName')} required error={errors.name?.[0]} value={draft.name[textLang] ?? ''} onChange={(event) => rename(event.target.value)} />
      </div>
      <TextField
        id={`${id}-slug`}
        label={t('merch.slug')}
        hint={t('merch.slugHint', { slug: draft.slug === '' ? 'books' : draft.slug })}
        error={errors.slug?.[0]}
        autoComplete="off"
        spellCheck={false}
        value={draft.slug}
        onChange={(event) => {
          setSlugTyped(true);
          setDraft({ ...draft, slug: event.target.value.trim().toLowerCase() });
        }}
      />
      <div className="button-row">
        <Button type="submit" busy={saving.busy}>
          {submitLabel}
        </Button>
        {onCancel !== undefined && (
          <Button variant="secondary" onClick={onCancel}>
            {t('merch.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
};
