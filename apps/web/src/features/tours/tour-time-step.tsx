import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { datesWithSlots } from './tour-calendar-state';
import { TourDayNotice } from './tour-day-notice';
import { TourTimePicker } from './tour-time-picker';
import type { TourBooking } from './use-tour-booking';

/** Step 2: the start times of the chosen date, or why there are none and where the next ones are. */
export const TourTimeStep = ({ booking }: { booking: TourBooking }) => {
  const { t } = useTranslation('tours');
  const { calendar, date, day, times, schedule, time, mode, nextDate } = booking;
  let body;
  if (date === null) {
    const empty = calendar.isSuccess && datesWithSlots(calendar.data).length === 0;
    body = <p className="tour-hint">{t(empty ? 'detail.noDatesInMonth' : 'detail.chooseDateFirst')}</p>;
  } else if (day.isPending) {
    body = <div className="tour-step-skeleton" aria-hidden="true" />;
  } else if (day.isError) {
    body = (
      <Notice tone="error" text={t('detail.loadError')} action={{ label: t('retry'), onPress: () => void day.refetch() }} />
    );
  } else if (times.length === 0 || times.every((entry) => schedule[entry]?.soldout)) {
    body = <TourDayNotice reason={times.length === 0 ? 'unavailable' : 'soldOut'} nextDate={nextDate} onNextDate={booking.chooseDate} />;
  } else {
    body = (
      <>
        <TourTimePicker times={times} schedule={schedule} value={time} singleTicketing={mode?.single_ticketing ?? true} onChange={booking.chooseTime} />
        {time === null && <p className="tour-hint tour-hint-after">{t('detail.chooseTime')}</p>}
      </>
    );
  }
  return (
    <section className="tour-step" aria-labelledby="tour-step-time">
      <h2 id="tour-step-time" className="tour-step-heading" tabIndex={-1}>
        <span className="tour-step-no" aria-hidden="true">2</span> {t('detail.timeHeading')}
      </h2>
      {body}
    </section>
  );
};
