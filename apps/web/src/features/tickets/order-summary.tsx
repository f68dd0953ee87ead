import { useTranslation } from '../../lib/i18n/use-translation';
import { AddToBasketBar } from '../../components/ui/add-to-basket-bar';
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

/** The chosen tickets with their subtickets, the running total with its VAT portion (SPEC §9) and the add button. */
export const OrderSummary = ({ summary, lang, problem, added, onAdd }: OrderSummaryProps) => {
  const { t } = useTranslation('tickets');
  const { money } = useFormats();
  const lines = summary.lines.map((line) => ({
    key: String(line.ticket.id),
    text: t('detail.lineCount', { count: line.count, name: line.ticket.name }),
    details: line.subtickets.filter((s) => s.count > 0).map((s) => t('detail.lineCount', { count: s.count, name: s.sub.name })),
    amount: money(line.totalCents),
  }));
  return (
    <AddToBasketBar
      heading={t('detail.summaryHeading')}
      headingId="order-summary-heading"
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
