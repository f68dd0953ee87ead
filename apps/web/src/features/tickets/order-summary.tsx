import { useTranslation } from '../../lib/i18n/use-translation';
import { BookingSummary } from '../../components/ui/booking-summary';
import { useFormats } from '../../lib/formats';
import type { SelectionSummary } from './ticket-selection';

export interface OrderSummaryProps {
  summary: SelectionSummary;
  lang: string;
  problem: string | null;
  /** Tickets were just added to the basket: confirm it and offer the way there. */
  added: boolean;
  onAdd: () => void;
}

/** The chosen tickets with their subtickets, the running total and the add button. */
export const OrderSummary = ({ summary, ...state }: OrderSummaryProps) => {
  const { t } = useTranslation('tickets');
  const { money } = useFormats();
  const lines = summary.lines.map((line) => ({
    key: String(line.ticket.id),
    text: t('detail.lineCount', { count: line.count, name: line.ticket.name }),
    details: line.subtickets.filter((s) => s.count > 0).map((s) => t('detail.lineCount', { count: s.count, name: s.sub.name })),
    amount: money(line.totalCents),
  }));
  return <BookingSummary namespace="tickets" headingId="order-summary-heading" lines={lines} totalCents={summary.totalCents} vatCents={summary.vatCents} {...state} />;
};
