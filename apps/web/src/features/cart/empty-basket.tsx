import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { EmptyState } from '../../components/ui/empty-state';
import { useShop } from '../../lib/config/shop-store';
import { enabledSections, sectionNavKey } from '../../lib/config/sections';
import { useLabels } from '../../lib/i18n/use-labels';

/** An empty basket leads to every section the shop offers. */
export const EmptyBasket = () => {
  const { t } = useTranslation('checkout');
  const { config, lang } = useShop();
  const { nav } = useLabels();
  const sections = enabledSections(config);
  return (
    <EmptyState heading={t('basket.emptyHeading')} text={t('basket.emptyText')}>
      <ul className="empty-links" role="list">
        {sections.map((section, index) => (
          <li key={section}>
            <Link className={index === 0 ? 'button' : 'button button-secondary'} to={`/${lang}/${section}`}>
              {nav(sectionNavKey(section))}
            </Link>
          </li>
        ))}
        {sections.length === 0 && (
          <li>
            <Link className="button" to={`/${lang}`}>
              {t('basket.browse')}
            </Link>
          </li>
        )}
      </ul>
    </EmptyState>
  );
};
