import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../lib/config/shop-store';
import { SECTION_NAV_KEY, type Section } from '../../lib/config/sections';
import { useLabels } from '../../lib/i18n/use-labels';
import { EmptyState } from '../../components/ui/empty-state';

/** A section's landing until its catalog screens arrive: an honest empty state, never a broken page. */
export const SectionLanding = ({ section }: { section: Section }) => {
  const { t } = useTranslation('pages');
  const { lang } = useShop();
  const { nav } = useLabels();
  return (
    <div className="container section-landing">
      <header className="page-header">
        <h1>{nav(SECTION_NAV_KEY[section])}</h1>
        <p className="lead">{t(`section.intro.${section}`)}</p>
      </header>
      <EmptyState heading={t('section.emptyHeading')} text={t('section.emptyText')}>
        <Link className="button button-secondary" to={`/${lang}`}>
          {t('section.home')}
        </Link>
      </EmptyState>
    </div>
  );
};
