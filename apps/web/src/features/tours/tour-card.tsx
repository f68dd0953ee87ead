import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TourListItem, TourOverviewEntry } from '@foyer/contract';
import { formatMoney } from '@foyer/domain';
import { staticUrl } from '../../lib/static-url';
import { formatDay, formatTime } from './tour-format';
import { TourFacts } from './tour-facts';

export interface TourCardProps {
  tour: TourListItem;
  lang: string;
  currency: string;
  timeZone: string;
  /** With the day filter: that day and the tour's start times on it, each a way straight to booking. */
  day: { date: string; times: TourOverviewEntry['times'] } | null;
  eager: boolean;
}

/** One tour in the list; the whole card is the link's target, while the link text stays just the name. */
export const TourCard = ({ tour, lang, currency, timeZone, day, eager }: TourCardProps) => {
  const { t } = useTranslation('tours');
  const image = tour.image ? staticUrl(tour.image) : '';
  const base = `/${lang}/guided-tours/${tour.id}`;
  return (
    <article className="tour-card">
      <div className="tour-card-image">{image && <img src={image} alt="" width={1280} height={512} loading={eager ? 'eager' : 'lazy'} decoding="async" />}</div>
      <div className="tour-card-body">
        {tour.custom_groups.length > 0 && (
          <ul className="tour-groups" role="list" aria-label={t('list.categoriesLabel')}>
            {tour.custom_groups.map((group) => (
              <li key={group.id} className="tour-group">
                {group.name}
              </li>
            ))}
          </ul>
        )}
        <h2 className="tour-card-title">
          <Link className="tour-card-link" to={day ? `${base}?day=${day.date}` : base}>
            {tour.name}
          </Link>
        </h2>
        <TourFacts tour={tour} lang={lang} />
        {tour.description && <p className="tour-card-text">{tour.description}</p>}
        {day && day.times.length > 0 && (
          <ul className="tour-card-times" role="list" aria-label={t('list.timesOn', { date: formatDay(day.date, lang, 'long') })}>
            {day.times.map((time) => (
              <li key={time.timeslotId}>
                {time.soldout ? (
                  <span className="tour-time-chip is-soldOut">
                    {formatTime(time.datetime, lang, timeZone)} <span className="visually-hidden">{t('detail.slotSoldOut')}</span>
                  </span>
                ) : (
                  <Link className="tour-time-chip" to={`${base}?date=${day.date}&time=${time.time}`}>
                    {formatTime(time.datetime, lang, timeZone)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="tour-card-footer">
          <span className="tour-card-price">{tour.price_from === null ? '' : tour.price_from > 0 ? t('list.priceFrom', { price: formatMoney(tour.price_from, currency, lang) }) : t('list.priceFree')}</span>
          <span className="tour-card-next">{day ? null : t('list.nextDate', { date: formatDay(tour.next_date, lang, 'long') })}</span>
        </p>
      </div>
    </article>
  );
};
