import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { useShop } from '../../lib/config/shop-store';
import { formatPrice } from '../../lib/format';
import { useCartStore } from '../../lib/storage/cart-store';
import './basket.css';

/** The basket part of checkout; payment steps follow in a later issue. */
export const BasketScreen = () => {
  const { t } = useTranslation('pages');
  const { config, lang } = useShop();
  const lines = useCartStore((s) => s.lines);
  const removeAt = useCartStore((s) => s.removeAt);
  const price = (cents: number) => formatPrice(cents, lang, config.currency);
  // SPEC §4: the total never drops below zero, whatever vouchers apply.
  const total = Math.max(0, lines.reduce((sum, line) => sum + line.totalPrice, 0));

  return (
    <div className="container narrow basket">
      <h1>{t('basket.heading')}</h1>
      {lines.length === 0 ? (
        <EmptyState heading={t('basket.emptyHeading')} text={t('basket.emptyText')}>
          <Link className="button" to={`/${lang}`}>
            {t('basket.browse')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="lead">{t('basket.lines', { count: lines.length })}</p>
          <ul className="basket-lines" role="list">
            {lines.map((line, index) => (
              <li className="basket-line" key={`${line.type}-${line.id}-${index}`}>
                <div>
                  <p className="basket-name">{line.name}</p>
                  {line.count !== undefined && <p className="basket-meta">{t('basket.quantity', { count: line.count })}</p>}
                </div>
                <p className="basket-price">{price(line.totalPrice)}</p>
                <button type="button" className="button button-secondary button-small" onClick={() => removeAt(index)} aria-label={t('basket.remove', { name: line.name })}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="basket-total">
            <span>{t('basket.total')}</span> <strong>{price(total)}</strong>
          </p>
          <p className="basket-meta">{t('basket.vatIncluded')}</p>
        </>
      )}
    </div>
  );
};
