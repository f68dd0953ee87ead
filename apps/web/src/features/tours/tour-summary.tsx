import { useTranslation } from '../../lib/i18n/use-translation';
import { BookingSummary } from '../../components/ui/booking-summary';
import { useFormats } from '../../lib/formats';
import type { TourSummary as Summary } from './tour-selection';

export interface TourSummaryProps {
  summary: Summary;
  /** The chosen date and time, compact ("05.03.2027, 14:00"). */
  when: string | null;
  lang: string;
  problem: string | null;
  added: boolean;
  onAdd: () => void;
}

/** The chosen date and time and parts, the running total and the add button. */
export const TourSummary = ({ summary, when, ...state }: TourSummaryProps) => {
  const { t } = useTranslation('tours');
  const { money } = useFormats();
  const parts = [...summary.prices, ...summary.tickets.flatMap((ticket) => [ticket, ...ticket.subtickets])].map((part, index) => ({
    key: `${index}-${part.id}`,
    text: t('detail.lineCount', { count: part.count, name: part.name }),
    amount: money(part.totalCents),
  }));
  const lines = parts.length > 0 && when ? [{ key: 'when', text: when }, ...parts] : parts;
  return <BookingSummary namespace="tours" headingId="tour-summary-heading" lines={lines} totalCents={summary.totalCents} vatCents={summary.vatCents} {...state} />;
};
