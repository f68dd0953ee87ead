import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { ApiError } from '../../lib/api/client';
import { errorText } from '../../lib/i18n/error-text';
import { useI18n } from '../../lib/i18n/i18n-context';

/** Someone else saved first: says so, and offers to continue from their version (`label`: the button's own words). */
export const StaleNotice = ({ onTakeNewer, label }: { onTakeNewer: () => void; label?: string }) => {
  const i18n = useI18n();
  return (
    <Notice tone="error">
      <p>{errorText(i18n, new ApiError(409, 'OFFICE_STALE', undefined))}</p>
      <p>
        <Button variant="secondary" small onClick={onTakeNewer}>
          {label ?? i18n.t('events.takeNewer')}
        </Button>
      </p>
    </Notice>
  );
};
