import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useDisclosure } from '../../components/ui/use-disclosure';
import { useShop } from '../../lib/config/shop-store';
import { useSessionStore } from '../../lib/storage/session-store';
import { useLabels } from '../../lib/i18n/use-labels';
import { ChevronIcon, iconBase } from './icons';

// Only signed-in customers see this menu, so its icon stays out of the first view with it.
const UserIcon = () => (
  <svg {...iconBase} width={20} height={20}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

/**
 * Settings, the customer's orders and logout for logged-in customers (SPEC §2). In the header row the
 * list drops down over the page; in the phone's menu (`inline`) it opens in place under the named button.
 */
export const UserMenu = ({ inline = false, onNavigate }: { inline?: boolean; onNavigate?: () => void }) => {
  const { t } = useTranslation('shell');
  const { lang } = useShop();
  const { nav } = useLabels();
  const customer = useSessionStore((s) => s.customer);
  const name = [customer?.fname, customer?.lname].filter(Boolean).join(' ') || t('header.accountFallback');
  const { rootRef, buttonProps, panelProps, close } = useDisclosure();
  const items = [
    { to: `/${lang}/settings`, label: nav('settings') },
    { to: `/${lang}/settings#settings-orders`, label: t('header.myOrders') },
    { to: '/logout', label: nav('logout') },
  ];
  const follow = () => {
    close();
    onNavigate?.();
  };

  return (
    <div className={inline ? 'dropdown is-inline' : 'dropdown'} ref={rootRef}>
      <button {...buttonProps} className="dropdown-button" aria-label={t('header.accountMenu', { name })}>
        <UserIcon />
        <span className="dropdown-button-text">{inline ? name : customer?.fname || name}</span>
        <ChevronIcon />
      </button>
      <ul {...panelProps} className="dropdown-panel" role="list">
        {items.map((item) => (
          <li key={item.to}>
            <Link className="dropdown-item" to={item.to} onClick={follow}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
