import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { cartItemCount, useCartStore } from '../../lib/storage/cart-store';
import { BasketIcon } from './icons';

/** Basket with its item count; highlighted while it holds anything (SPEC §4). */
export const BasketLink = () => {
  const { t } = useTranslation('shell');
  const { lang } = useShop();
  const count = useCartStore((s) => cartItemCount(s.lines));
  return (
    <Link
      to={`/${lang}/checkout`}
      className={count > 0 ? 'basket-link is-filled' : 'basket-link'}
      aria-label={t('header.basketLabel', { count })}
    >
      <BasketIcon />
      <span className="basket-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
};
