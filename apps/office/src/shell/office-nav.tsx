import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { Role } from '../lib/api/types';
import { useI18n } from '../lib/i18n/i18n-context';
import { navigationFor } from '../lib/roles';

/**
 * The role's sections, grouped (catalog, shop, box office, administration). On a phone they fold
 * behind a menu button, so the page starts on the first screen; a chosen section folds them again.
 */
export const OfficeNav = ({ role }: { role: Role }) => {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <nav className="shell-nav" aria-label={t('shell.navigation')} data-open={open}>
      <button type="button" className="shell-menu-button" aria-expanded={open} aria-controls={`${id}-sections`} onClick={() => setOpen((was) => !was)}>
        {t('shell.menu')}
      </button>
      <div id={`${id}-sections`} className="shell-sections">
        {navigationFor(role).map(({ group, sections }) => (
          <div key={group ?? 'start'} className="shell-nav-group">
            {group !== null && (
              <p className="shell-nav-heading" id={`${id}-${group}`}>
                {t(`navGroup.${group}`)}
              </p>
            )}
            <ul {...(group === null ? {} : { 'aria-labelledby': `${id}-${group}` })}>
              {sections.map((section) => (
                <li key={section.path}>
                  <NavLink to={section.path} end={section.path === '/'}>
                    {t(section.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
};
