import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError } from '../../lib/api/api-error';
import { MIN_PASSWORD_LENGTH } from './password-rules';

/** The form's own rules give catalog keys; the server's field messages arrive translated already. */
export const useMessageText = () => {
  const { t } = useTranslation('account');
  return (error: Pick<FieldError, 'type' | 'message'> | undefined): string | undefined =>
    error?.message === undefined ? undefined : error.type === 'server' ? error.message : t(error.message, { min: MIN_PASSWORD_LENGTH });
};

/**
 * SPEC §5: a 422's field messages go to the form's fields (each list's first message). Returns
 * whether something is left to say above the form: no field errors at all, or some for fields the
 * form does not have.
 */
export const placeServerErrors = <T extends FieldValues>(error: unknown, fields: Record<string, Path<T>>, setError: UseFormSetError<T>): boolean => {
  const entries = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  let unplaced = entries.length === 0;
  for (const [field, messages] of entries) {
    const name = fields[field];
    if (name !== undefined && messages[0]) setError(name, { type: 'server', message: messages[0] });
    else unplaced = true;
  }
  return unplaced;
};
