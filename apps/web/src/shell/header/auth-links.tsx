import { Link, useLocation } from 'react-router';
import { useShop } from '../../lib/config/shop-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { withReturnTo } from './header-rules';

/** Login and register links; both bring the visitor back to where they were (`returnTo`). */
export const AuthLinks = ({ measure = false }: { measure?: boolean }) => {
  const { lang } = useShop();
  const { nav } = useLabels();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  if (measure) {
    return (
      <>
        <span className="nav-link">{nav('login')}</span>
        <span className="button button-small">{nav('register')}</span>
      </>
    );
  }
  return (
    <div className="auth-links">
      <Link className="nav-link" to={withReturnTo(`/${lang}/login`, current)}>
        {nav('login')}
      </Link>
      <Link className="button button-small" to={withReturnTo(`/${lang}/register`, current)}>
        {nav('register')}
      </Link>
    </div>
  );
};
