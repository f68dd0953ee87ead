import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { TourDetail } from '@foyer/contract';
import { picture } from '../../lib/picture';
import { TourFacts } from './tour-facts';

/** The tour's picture, name, facts and description above the booking steps. */
export const TourHeader = ({ tour, lang }: { tour: TourDetail; lang: string }) => {
  const { t } = useTranslation('tours');
  const image = tour.image ? picture(tour.image, 'hero') : null;
  return (
    <header className="tour-header">
      {image && (
        <div className="tour-hero">
          <img {...image} alt="" width={1280} height={512} fetchPriority="high" />
        </div>
      )}
      <div className="container tour-intro">
        <Link className="tour-back" to={`/${lang}/guided-tours`}>
          <span aria-hidden="true">←</span> {t('detail.back')}
        </Link>
        {tour.eventName && <p className="tour-eyebrow">{tour.eventName}</p>}
        <h1>{tour.name}</h1>
        <TourFacts tour={tour} />
        {tour.description && <p className="lead tour-description">{tour.description}</p>}
      </div>
    </header>
  );
};
