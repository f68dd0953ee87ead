import { Link, useLocation } from 'react-router';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { isSectionPath, sectionLinks } from './header-rules';

/** The enabled sections as links; `measure` renders inert text used only to measure the width. */
export const SectionNav = ({ measure = false, onNavigate }: { measure?: boolean; onNavigate?: () => void }) => {
  const { config, lang } = useShop();
  const { nav } = useLabels();
  const { pathname } = useLocation();
  const links = sectionLinks(config, lang);
  if (measure) {
    return (
      <>
        {links.map((l) => (
          <span key={l.section} className="nav-link">
            {nav(l.navKey)}
          </span>
        ))}
      </>
    );
  }
  return (
    <ul className="nav-list" role="list">
      {links.map((l) => (
        <li key={l.section}>
          <Link className="nav-link" to={l.href} onClick={onNavigate} aria-current={isSectionPath(l, pathname, lang) ? 'page' : undefined}>
            {nav(l.navKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
};
