import { useTranslation } from '../../lib/i18n/use-translation';
import type { TourListItem } from '@foyer/contract';
import { useFormats } from '../../lib/formats';
import { formatDuration } from './tour-format';

type Facts = Pick<TourListItem, 'langName' | 'venue' | 'duration' | 'max_participants' | 'min_participants' | 'single_ticketing'>;

/** Language, length, venue and group size: what a visitor scans first, in the list and on the tour. */
export const TourFacts = ({ tour }: { tour: Facts }) => {
  const { locale } = useFormats();
  const { t } = useTranslation('tours');
  const group = tour.min_participants > 1 ? t('facts.groupRange', { min: tour.min_participants, max: tour.max_participants }) : t('facts.groupMax', { count: tour.max_participants });
  return (
    <dl className="tour-facts">
      <div>
        <dt>{t('facts.language')}</dt>
        <dd>{tour.langName}</dd>
      </div>
      <div>
        <dt>{t('facts.duration')}</dt>
        <dd>{formatDuration(tour.duration, locale)}</dd>
      </div>
      {tour.venue && (
        <div>
          <dt>{t('facts.venue')}</dt>
          <dd>{tour.venue}</dd>
        </div>
      )}
      <div>
        <dt>{t(tour.single_ticketing ? 'facts.places' : 'facts.group')}</dt>
        <dd>{group}</dd>
      </div>
    </dl>
  );
};
