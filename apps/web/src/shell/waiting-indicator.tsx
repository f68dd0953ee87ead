import { useTranslation } from '../lib/i18n/use-translation';
import { useWaitingStore } from '../lib/api/waiting-store';

/** A thin bar over the top edge while the server is awaited; fixed, so the page never moves. */
export const WaitingIndicator = () => {
  const { t } = useTranslation('shell');
  const waiting = useWaitingStore((s) => s.pending > 0);
  return (
    <div className="waiting" aria-live="polite">
      {waiting && (
        <>
          <div className="waiting-bar" />
          <span className="visually-hidden">{t('waiting')}</span>
        </>
      )}
    </div>
  );
};
