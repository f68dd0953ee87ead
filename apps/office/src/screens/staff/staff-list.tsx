import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import './staff.css';

/** Everyone with an office account, with their role and whether they may still sign in. */
export const StaffList = () => {
  const { t } = useI18n();
  const [staff] = useLoad(officeApi.staff);
  return (
    <Page title={t('staff.title')}>
      <p>
        <Link className="button" to="/staff/new">
          {t('staff.invite')}
        </Link>
      </p>
      {staff.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {staff.state === 'failed' && <ErrorNotice error={staff.error} />}
      {staff.state === 'done' && (
        <ul className="staff-list">
          {staff.value.staff.map((member) => (
            <li key={member.id} className="staff-card">
              <Link to={`/staff/${encodeURIComponent(member.id)}`} className="staff-name">
                {member.name}
              </Link>
              <span className="staff-email">{member.email}</span>
              <span>{t(`role.${member.role}`)}</span>
              <span className={member.disabled ? 'staff-status staff-disabled' : 'staff-status'}>
                {t(member.disabled ? 'staff.disabled' : member.active ? 'staff.active' : 'staff.invited')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
