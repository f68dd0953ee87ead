import { Link } from 'react-router';
import { Page } from '../../components/ui/page';
import type { Role } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/translator';
import { sectionsFor } from '../../lib/roles';
import { useSignedIn } from '../../lib/session/session-context';
import './start.css';

/** What each role comes to the office for, in a sentence on its start page. */
const ROLE_INTRO: Record<Role, MessageKey> = {
  owner: 'start.owner',
  editor: 'start.editor',
  'box-office': 'start.boxOffice',
  door: 'start.door',
  accountant: 'start.accountant',
};

/** The first page after signing in: a greeting, the role's work in a sentence, and its sections. */
export const Start = () => {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  const sections = sectionsFor(staff.role).filter((section) => section.path !== '/');
  return (
    <Page title={t('start.title', { name: staff.name })} lead={t(ROLE_INTRO[staff.role])}>
      {sections.length > 0 && (
        <ul className="start-links">
          {sections.map((section) => (
            <li key={section.path}>
              <Link to={section.path}>{t(section.label)}</Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
