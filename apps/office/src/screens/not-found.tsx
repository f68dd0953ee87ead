import { Link } from 'react-router';
import { Page } from '../components/ui/page';
import { useI18n } from '../lib/i18n/i18n-context';

export const NotFound = () => {
  const { t } = useI18n();
  return (
    <Page title={t('notFound.title')}>
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </Page>
  );
};
