import { useTranslation } from '../../lib/i18n/use-translation';
import { AddToBasketBar } from '../../components/ui/add-to-basket-bar';
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

/** The chosen date and time and parts, the running total with its VAT portion (SPEC §9) and the add button. */
export const TourSummary = ({ summary, when, lang, problem, added, onAdd }: TourSummaryProps) => {
  const { t } = useTranslation('tours');
  const { money } = useFormats();
  const parts = [...summary.prices, ...summary.tickets.flatMap((ticket) => [ticket, ...ticket.subtickets])].map((part, index) => ({
    key: `${index}-${part.id}`,
    text: t('detail.lineCount', { count: part.count, name: part.name }),
    amount: money(part.totalCents),
  }));
  const lines = parts.length > 0 && when ? [{ key: 'when', text: when }, ...parts] : parts;
  return (
    <AddToBasketBar
      heading={t('detail.summaryHeading')}
      headingId="tour-summary-heading"
      lines={lines}
      totalLabel={t('detail.total')}
      total={money(summary.totalCents)}
      vatNote={t('detail.vatIncluded', { amount: money(summary.vatCents) })}
      addLabel={t('detail.addToBasket')}
      onAdd={onAdd}
      problem={problem}
      added={added ? { text: t('detail.added'), linkLabel: t('detail.toBasket'), to: `/${lang}/checkout` } : null}
    />
  );
};
