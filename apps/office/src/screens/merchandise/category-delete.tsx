import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { useI18n } from '../../lib/i18n/i18n-context';

interface Props {
  /** The ids' prefix of the category's row. */
  id: string;
  name: string;
  slug: string;
  busy: boolean;
  /** The last refusal (products still in the category, a stale version), shown in the row it concerns. */
  error: unknown;
  onDelete: () => void;
  onKeep: () => void;
}

/**
 * The question before a category is deleted, in its own row: the focus goes to the question, so a
 * screen reader reads what deleting means, and Tab reaches the two answers; Escape keeps it.
 */
export const CategoryDelete = ({ id, name, slug, busy, error, onDelete, onKeep }: Props) => {
  const { t } = useI18n();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    question.current?.focus();
  }, []);
  const keepOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onKeep();
  };
  return (
    <div className="category-delete" role="group" aria-labelledby={`${id}-delete-question`} onKeyDown={keepOnEscape}>
      <p id={`${id}-delete-question`} ref={question} tabIndex={-1}>
        {t('merch.deleteQuestion', { name, slug })}
      </p>
      <ErrorNotice error={error} />
      <span className="button-row">
        <Button variant="danger" small busy={busy} onClick={onDelete}>
          {t('merch.deleteConfirm')}
        </Button>
        <Button variant="secondary" small onClick={onKeep}>
          {t('merch.deleteKeep')}
        </Button>
      </span>
    </div>
  );
};
