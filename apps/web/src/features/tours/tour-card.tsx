import { useTranslation } from '../../lib/i18n/use-translation';
import type { TourListItem, TourOverviewEntry } from '@foyer/contract';
import { CatalogCard } from '../../components/ui/catalog-card';
import { picture } from '../../lib/picture';
import { TourCardTimes } from './tour-card-times';
import { useFormats } from '../../lib/formats';
import { TourFacts } from './tour-facts';

export interface TourCardProps {
  tour: TourListItem;
  lang: string;
  /** With the day filter: that day and the tour's start times on it, each a way straight to booking. */
  day: { date: string; times: TourOverviewEntry['times'] } | null;
  eager: boolean;
}

/** One tour in the list: its categories, facts, start times on the filtered day, price and next date. */
export const TourCard = ({ tour, lang, day, eager }: TourCardProps) => {
  const formats = useFormats();
  const { t } = useTranslation('tours');
  const base = `/${lang}/guided-tours/${tour.id}`;
  const groups =
    tour.custom_groups.length > 0 ? (
      <ul className="tour-groups" role="list" aria-label={t('list.categoriesLabel')}>
        {tour.custom_groups.map((group) => (
          <li key={group.id} className="tour-group">
            {group.name}
          </li>
        ))}
      </ul>
    ) : null;
  const footer = (
    <>
      {day && day.times.length > 0 && <TourCardTimes base={base} date={day.date} times={day.times} />}
      <p className="tour-card-footer">
        <span className="tour-card-price">{tour.price_from === null ? '' : tour.price_from > 0 ? t('list.priceFrom', { price: formats.money(tour.price_from) }) : t('list.priceFree')}</span>
        <span className="tour-card-next">{day ? null : t('list.nextDate', { date: formats.day(tour.next_date, 'long') })}</span>
      </p>
    </>
  );
  return (
    <CatalogCard
      title={tour.name}
      to={day ? `${base}?day=${day.date}` : base}
      image={tour.image ? picture(tour.image, 'visitCard') : null}
      eager={eager}
      eyebrow={groups}
      meta={<TourFacts tour={tour} />}
      text={tour.description}
      footer={footer}
      // The journeys find a tour's card by this class.
      linkClassName="tour-card-link"
    />
  );
};
