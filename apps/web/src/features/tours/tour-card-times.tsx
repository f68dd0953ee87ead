import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { TourOverviewEntry } from '@foyer/contract';
import { useFormats } from '../../lib/formats';

interface Props {
  /** The tour's page. */
  base: string;
  date: string;
  times: TourOverviewEntry['times'];
}

/** A tour's start times on the filtered day, each a way straight to booking; sold-out ones are struck through. */
export const TourCardTimes = ({ base, date, times }: Props) => {
  const { day, time } = useFormats();
  const { t } = useTranslation('tours');
  return (
    <ul className="tour-card-times" role="list" aria-label={t('list.timesOn', { date: day(date, 'long') })}>
      {times.map((entry) => (
        <li key={entry.timeslotId}>
          {entry.soldout ? (
            <span className="tour-time-chip is-soldOut">
              {time(entry.datetime)} <span className="visually-hidden">{t('detail.slotSoldOut')}</span>
            </span>
          ) : (
            <Link className="tour-time-chip" to={`${base}?date=${date}&time=${entry.time}`}>
              {time(entry.datetime)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
};
