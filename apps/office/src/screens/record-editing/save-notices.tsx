import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { useI18n } from '../../lib/i18n/i18n-context';
import { StaleNotice } from './stale-notice';

interface Props {
  /** A stale save's newer version is waiting to be taken over. */
  stale: boolean;
  onTakeNewer: () => void;
  fieldErrors: Record<string, string[]>;
  error: unknown;
}

/** What became of the last save: someone else's newer version, fields to correct, or another refusal. */
export const SaveNotices = ({ stale, onTakeNewer, fieldErrors, error }: Props) => {
  const i18n = useI18n();
  const { t } = i18n;
  if (stale) {
    return (
      <StaleNotice onTakeNewer={onTakeNewer} />
    );
  }
  if (Object.keys(fieldErrors).length > 0) {
    return (
      <Notice tone="error">
        <p>{t('events.invalid')}</p>
      </Notice>
    );
  }
  return <ErrorNotice error={error} />;
};
