import { useI18n } from '../../lib/i18n/i18n-context';
import { useDoorStatus, useDoorTime } from './door-context';

/** Whether the phone asks the server or decides alone, when it last synced and how many scans wait for upload. */
export const StatusBar = () => {
  const { t } = useI18n();
  const { mode, lastSyncAt, waiting } = useDoorStatus();
  const format = useDoorTime();
  return (
    <div className={`door-status door-status-${mode}`} role="status">
      <strong>{mode === 'online' ? t('door.status.online') : t('door.status.offline')}</strong>
      <span>{lastSyncAt === null ? t('door.status.neverSynced') : t('door.status.lastSync', { time: format.when(lastSyncAt) })}</span>
      <span>{t('door.status.waiting', { count: waiting })}</span>
    </div>
  );
};
