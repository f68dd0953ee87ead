import { Link, useLocation } from 'react-router';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { brandLink, isSectionPath, sectionLinks } from './header-rules';

/**
 * The enabled sections as links; `measure` renders inert text used only to measure the width. When the
 * logo leads to the museum's own site, SPEC §2's Shop label comes first and leads to the shop's home.
 */
export const SectionNav = ({ measure = false, onNavigate }: { measure?: boolean; onNavigate?: () => void }) => {
  const { config, lang } = useShop();
  const { nav } = useLabels();
  const { pathname } = useLocation();
  const links = sectionLinks(config, lang);
  const home = brandLink(config, lang).external ? `/${lang}` : null;
  if (measure) {
    return (
      <>
        {home !== null && <span className="nav-link">{nav('shop')}</span>}
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
      {home !== null && (
        <li>
          <Link className="nav-link" to={home} onClick={onNavigate} aria-current={pathname === home ? 'page' : undefined}>
            {nav('shop')}
          </Link>
        </li>
      )}
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
