import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@foyer/domain';
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

/** Running total with its VAT portion (SPEC §9), the add button, and what happened when it was pressed. */
export const TourSummary = ({ summary, when, lang, currency, problem, added, onAdd }: TourSummaryProps) => {
  const { t } = useTranslation('tours');
  const money = (cents: number) => formatMoney(cents, currency, lang);
  const parts = [...summary.prices, ...summary.tickets.flatMap((ticket) => [ticket, ...ticket.subtickets])];
  return (
    <section className="tour-summary" aria-labelledby="tour-summary-heading">
      <h2 id="tour-summary-heading" className="visually-hidden">
        {t('detail.summaryHeading')}
      </h2>
      {parts.length > 0 && (
        <ul className="tour-summary-lines" role="list">
          {when && <li className="tour-summary-when">{when}</li>}
          {parts.map((part, index) => (
            <li key={`${index}-${part.id}`}>
              <span>{t('detail.lineCount', { count: part.count, name: part.name })}</span>
              <span className="tour-summary-amount">{money(part.totalCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={`tour-summary-bar${parts.length > 0 ? ' is-active' : ''}`}>
        <p className="tour-summary-problem" role="alert">
          {problem}
        </p>
        <div className="tour-summary-total" aria-live="polite" aria-atomic="true">
          <span className="tour-summary-label">{t('detail.total')}</span>
          <strong className="tour-summary-amount-total">{money(summary.totalCents)}</strong>
          <span className="tour-summary-vat">{t('detail.vatIncluded', { amount: money(summary.vatCents) })}</span>
        </div>
        <button type="button" className="button tour-summary-add" onClick={onAdd}>
          {t('detail.addToBasket')}
        </button>
        <div className="tour-summary-added" role="status">
          {added && (
            <p>
              {t('detail.added')} <Link to={`/${lang}/checkout`}>{t('detail.toBasket')}</Link>
            </p>
          )}
        </div>
      </div>
    </section>
  );
};
