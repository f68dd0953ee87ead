import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import type { OfficeCatalogGroup } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { useCall } from '../../lib/use-call';
import { withText } from '../events/localized';

interface Props {
  /** The ids' prefix, so a new group's form and a renamed one's can be on one screen. */
  id: string;
  initial: OfficeCatalogGroup;
  submitLabel: string;
  save: (group: OfficeCatalogGroup) => Promise<void>;
  onCancel: () => void;
}

/** The server's messages for the name, when it refused it (422 at `group.name`). */
const nameErrors = (error: unknown): string[] | undefined => {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const errors = (error.body as { errors?: Record<string, string[]> }).errors;
  return errors?.['group.name'];
};

/** A group's name one language at a time; the name field takes the focus when the form opens, Escape cancels. */
export const GroupForm = ({ id, initial, submitLabel, save, onCancel }: Props) => {
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState(initial);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const saving = useCall(save);
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => nameField.current?.focus(), []);
  const refused = nameErrors(saving.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.run(draft);
  };
  return (
    <form
      className="form card-fields"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      noValidate
    >
      {refused === undefined && <ErrorNotice error={saving.error} />}
      <ChoiceGroup
        name={`${id}-language`}
        legend={t('groups.textLanguage')}
        inline
        options={LANGUAGES.map((other) => ({ value: other, label: (draft.name[other] ?? '') !== '' ? `${LANGUAGE_NAMES[other]} ✓` : LANGUAGE_NAMES[other] }))}
        value={textLang}
        onChange={setTextLang}
      />
      <div lang={textLang}>
        <TextField
          ref={nameField}
          id={`${id}-name`}
          label={t('groups.name')}
          required
          error={refused?.[0]}
          value={draft.name[textLang] ?? ''}
          onChange={(event) => setDraft({ name: withText(draft.name, textLang, event.target.value) })}
        />
      </div>
      <div className="button-row">
        <Button type="submit" busy={saving.busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('groups.cancel')}
        </Button>
      </div>
    </form>
  );
};
