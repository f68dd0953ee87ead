import type { Namespace } from '../../lib/i18n/catalogs';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BookingCalendar, type BookingCalendarProps } from './booking-calendar';

export interface KindCalendarProps extends Omit<BookingCalendarProps, 'label' | 'legend' | 'navigation'> {
  /** The catalog of the kind being booked: its `detail.*` texts name the calendar, its legend and its paging buttons. */
  namespace: Namespace;
}

/** The booking calendar in the words of the kind it books (tickets available, tour dates, …). */
export const KindCalendar = ({ namespace, ...calendar }: KindCalendarProps) => {
  const { t } = useTranslation(namespace);
  return (
    <BookingCalendar
      label={t('detail.calendarLabel')}
      legend={{ available: t('detail.legend.available'), soldOut: t('detail.legend.soldOut') }}
      navigation={{ previous: t('detail.calendarPrevious'), next: t('detail.calendarNext') }}
      {...calendar}
    />
  );
};
