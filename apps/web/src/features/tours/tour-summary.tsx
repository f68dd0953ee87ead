import { useTranslation } from 'react-i18next';
import { formatMoney } from '@foyer/domain';
import { AddToBasketBar } from '../../components/ui/add-to-basket-bar';
import type { TourSummary as Summary } from './tour-selection';

export interface TourSummaryProps {
  summary: Summary;
  /** The chosen date and time, written out. */
  when: string | null;
  lang: string;
  currency: string;
  problem: string | null;
  added: boolean;
  onAdd: () => void;
}

/** The chosen date and time and parts, the running total with its VAT portion (SPEC §9) and the add button. */
export const TourSummary = ({ summary, when, lang, currency, problem, added, onAdd }: TourSummaryProps) => {
  const { t } = useTranslation('tours');
  const money = (cents: number) => formatMoney(cents, currency, lang);
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
