import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/i18n-context';
import { mayUse } from '../../lib/roles';
import { useSignedIn } from '../../lib/session/session-context';

/** From an event's or tour's form to the visitor lists of its times, for members who may read them. */
export const VisitorsLink = ({ eventId }: { eventId: number }) => {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  if (!mayUse(staff.role, '/visitors')) return null;
  return (
    <p>
      <Link to={`/visitors?event=${eventId}`}>{t('visitors.ofThis')}</Link>
    </p>
  );
};
