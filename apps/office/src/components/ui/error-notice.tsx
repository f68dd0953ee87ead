import { useI18n } from '../../lib/i18n/i18n-context';
import { errorText } from '../../lib/i18n/error-text';
import { Notice } from './notice';

/** A failed call's translated message, or nothing when there is no error. */
export const ErrorNotice = ({ error }: { error: unknown }) => {
  const i18n = useI18n();
  if (error === null || error === undefined) return null;
  return (
    <Notice tone="error">
      <p>{errorText(i18n, error)}</p>
    </Notice>
  );
};
