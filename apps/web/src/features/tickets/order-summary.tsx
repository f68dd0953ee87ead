import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@foyer/domain';
import type { SelectionSummary } from './ticket-selection';

export interface OrderSummaryProps {
  summary: SelectionSummary;
  lang: string;
  currency: string;
  problem: string | null;
  /** Tickets were just added to the basket: confirm it and offer the way there. */
  added: boolean;
  onAdd: () => void;
}

/** Running total with its VAT portion (SPEC §9), the add button and what happened when it was pressed. */
export const OrderSummary = ({ summary, lang, currency, problem, added, onAdd }: OrderSummaryProps) => {
  const { t } = useTranslation('tickets');
  const money = (cents: number) => formatMoney(cents, currency, lang);
  return (
    <section className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="visually-hidden">
        {t('detail.summaryHeading')}
      </h2>
      {summary.lines.length > 0 && (
        <ul className="summary-lines" role="list">
          {summary.lines.map((line) => (
            <li key={line.ticket.id}>
              <span>
                {t('detail.lineCount', { count: line.count, name: line.ticket.name })}
                {line.subtickets
                  .filter((s) => s.count > 0)
                  .map((s) => (
                    <span key={s.sub.id} className="summary-sub">
                      {t('detail.lineCount', { count: s.count, name: s.sub.name })}
                    </span>
                  ))}
              </span>
              <span className="summary-amount">{money(line.totalCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={`summary-bar${summary.lines.length > 0 ? ' is-active' : ''}`}>
        <p className="summary-problem" role="alert">
          {problem}
        </p>
        <div className="summary-total" aria-live="polite" aria-atomic="true">
          <span className="summary-total-label">{t('detail.total')}</span>
          <strong className="summary-total-amount">{money(summary.totalCents)}</strong>
          <span className="summary-vat">{t('detail.vatIncluded', { amount: money(summary.vatCents) })}</span>
        </div>
        <button type="button" className="button summary-add" onClick={onAdd}>
          {t('detail.addToBasket')}
        </button>
        <div className="summary-added" role="status">
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
