import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TourOverviewEntry } from '@foyer/contract';
import { formatDay, formatTime } from './tour-format';

interface Props {
  /** The tour's page. */
  base: string;
  date: string;
  times: TourOverviewEntry['times'];
  lang: string;
  timeZone: string;
}

/** A tour's start times on the filtered day, each a way straight to booking; sold-out ones are struck through. */
export const TourCardTimes = ({ base, date, times, lang, timeZone }: Props) => {
  const { t } = useTranslation('tours');
  return (
    <ul className="tour-card-times" role="list" aria-label={t('list.timesOn', { date: formatDay(date, lang, 'long') })}>
      {times.map((time) => (
        <li key={time.timeslotId}>
          {time.soldout ? (
            <span className="tour-time-chip is-soldOut">
              {formatTime(time.datetime, lang, timeZone)} <span className="visually-hidden">{t('detail.slotSoldOut')}</span>
            </span>
          ) : (
            <Link className="tour-time-chip" to={`${base}?date=${date}&time=${time.time}`}>
              {formatTime(time.datetime, lang, timeZone)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
};
