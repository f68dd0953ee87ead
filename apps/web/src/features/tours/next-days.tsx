import { useTranslation } from '../../lib/i18n/use-translation';
import type { TourOverviewEntry } from '@foyer/contract';
import { useFormats } from '../../lib/formats';
import { relativeDayName, shortDate } from './tour-format';

export interface NextDaysProps {
  days: readonly { date: string; tours: readonly TourOverviewEntry[] }[];
  today: string;
  value: string | null;
  onChange: (date: string | null) => void;
}

/** The next-few-days overview (today and the four following days): pressing a day shows that day's tours. */
export const NextDays = ({ days, today, value, onChange }: NextDaysProps) => {
  const { locale } = useFormats();
  const { t } = useTranslation('tours');
  return (
    <div className="next-days" role="group" aria-labelledby="next-days-heading">
      <h2 id="next-days-heading" className="next-days-heading">
        {t('list.nextDays')}
      </h2>
      <ul className="next-days-list" role="list">
        {days.map(({ date, tours }) => (
          <li key={date}>
            <button type="button" className="next-day" aria-pressed={value === date} onClick={() => onChange(value === date ? null : date)}>
              <span className="next-day-name">{relativeDayName(date, today, locale)}</span>
              <span className="next-day-date">{shortDate(date, locale)}</span>
              <span className={tours.length > 0 ? 'next-day-count' : 'next-day-count is-none'}>{t('list.toursCount', { count: tours.length })}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};
