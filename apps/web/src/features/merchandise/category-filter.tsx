import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';

export interface CategoryOption {
  /** Null for "All". */
  slug: string | null;
  label: string;
}

/**
 * "All" and one link per category (SPEC §2 merchandise/{category}): each category has its own address,
 * so it can be bookmarked, shared and opened with the browser's back button.
 */
export const CategoryFilter = ({ options, current, base }: { options: readonly CategoryOption[]; current: string | null; base: string }) => {
  const { t } = useTranslation('merchandise');
  return (
    <nav className="category-filter" aria-label={t('list.filterLabel')}>
      <ul role="list">
        {options.map((option) => (
          <li key={option.slug ?? ''}>
            <Link className="category-chip" to={option.slug === null ? base : `${base}/${option.slug}`} aria-current={option.slug === current ? 'page' : undefined}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
