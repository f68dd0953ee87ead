import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { useFormats } from '../../lib/formats';

export interface TourDayNoticeProps {
  reason: 'unavailable' | 'soldOut';
  nextDate: string | null;
  onNextDate: (date: string) => void;
}

/** SPEC §4: a tour unavailable (or fully booked) on the chosen date offers the next available date. */
export const TourDayNotice = ({ reason, nextDate, onNextDate }: TourDayNoticeProps) => {
  const { day } = useFormats();
  const { t } = useTranslation('tours');
  return (
    <Notice
      tone="info"
      heading={t(`state.${reason}Heading`)}
      headingLevel={3}
      text={t(nextDate ? `state.${reason}Day` : `state.${reason}DayNoNext`)}
      action={nextDate ? { label: t('state.nextDate', { date: day(nextDate) }), onPress: () => onNextDate(nextDate) } : undefined}
    />
  );
};
