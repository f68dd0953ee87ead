import { useTranslation } from 'react-i18next';
import { formatDay } from './tour-format';

export interface TourDayNoticeProps {
  reason: 'unavailable' | 'soldOut';
  nextDate: string | null;
  lang: string;
  onNextDate: (date: string) => void;
}

/** SPEC §4: a tour unavailable (or fully booked) on the chosen date offers the next available date. */
export const TourDayNotice = ({ reason, nextDate, lang, onNextDate }: TourDayNoticeProps) => {
  const { t } = useTranslation('tours');
  return (
    <div className="tour-notice" role="status">
      <h3 className="tour-notice-heading">{t(`state.${reason}Heading`)}</h3>
      <p>{t(nextDate ? `state.${reason}Day` : `state.${reason}DayNoNext`)}</p>
      {nextDate && (
        <button type="button" className="button button-secondary button-small" onClick={() => onNextDate(nextDate)}>
          {t('state.nextDate', { date: formatDay(nextDate, lang) })}
        </button>
      )}
    </div>
  );
};
