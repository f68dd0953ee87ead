import { NavLink, Outlet } from 'react-router';
import { useI18n } from '../../lib/i18n/i18n-context';
import { ConflictNotice } from './conflict-notice';
import { useDoor } from './door-context';
import { StatusBar } from './status-bar';

/** The paired phone's frame: the door's name, where the scanner's screens are, and the sync status always in sight. */
export const DoorLayout = () => {
  const { t } = useI18n();
  const { device } = useDoor().config;
  return (
    <div className="door">
      <header className="door-header">
        <p className="door-name">{device.name}</p>
        <nav aria-label={t('door.nav.label')}>
          <NavLink to="/door/" end>
            {t('door.nav.scan')}
          </NavLink>
          <NavLink to="/door/counts">{t('door.nav.counts')}</NavLink>
        </nav>
      </header>
      <StatusBar />
      <ConflictNotice />
      <main id="main" className="door-main">
        <Outlet />
      </main>
    </div>
  );
};
