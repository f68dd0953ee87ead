import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { SettingsForm } from './settings-form';
import '../events/events.css';
import './settings.css';

/** The shop's settings and look (owners): loaded once, then edited against the version read. */
export const SettingsScreen = () => {
  const { t } = useI18n();
  const [settings] = useLoad(officeApi.settings);
  return (
    <Page title={t('settings.title')} lead={t('settings.lead')}>
      <p>
        <Link to="/settings/staff-mail">{t('staffMail.link')}</Link>
        <Link to="/settings/refunds">{t('refundSettings.title')}</Link>
      </p>
      {settings.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {settings.state === 'failed' && <ErrorNotice error={settings.error} />}
      {settings.state === 'done' && <SettingsForm loaded={settings.value.record} />}
    </Page>
  );
};
