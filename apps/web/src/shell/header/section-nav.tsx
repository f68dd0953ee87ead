import { NavLink } from 'react-router';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { sectionLinks } from './header-rules';

/** The enabled sections as links; `measure` renders inert text used only to measure the width. */
export const SectionNav = ({ measure = false, onNavigate }: { measure?: boolean; onNavigate?: () => void }) => {
  const { config, lang } = useShop();
  const { nav } = useLabels();
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
          <NavLink className="nav-link" to={l.href} onClick={onNavigate}>
            {nav(l.navKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
};
