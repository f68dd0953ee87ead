import { useCallback } from 'react';
import { ErrorNotice } from '../../components/ui/error-notice';
import { officeApi } from '../../lib/api/office-api';
import type { StockHistoryEntry } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import type { MessageKey } from '../../lib/i18n/translator';
import { useLoad } from '../../lib/use-load';
import { REASON_KEYS } from './stock-removal';

const KIND_KEYS: Record<StockHistoryEntry['kind'], MessageKey> = { received: 'stock.kind.received', counted: 'stock.kind.counted', removed: 'stock.kind.removed' };

/** The product's stock corrections, newest first: when, who, what and why, and what was left. `round` reloads it after a correction. */
export const StockHistory = ({ productId, round }: { productId: number; round: number }) => {
  const { t } = useI18n();
  // `round` is part of the loader so a new correction shows at once.
  const [loaded] = useLoad(useCallback(() => officeApi.stockHistory(productId).then((answer) => ({ ...answer, round })), [productId, round]));
  const when = useMuseumTimeFormat({ dateStyle: 'short', timeStyle: 'short' });
  if (loaded.state === 'failed') return <ErrorNotice error={loaded.error} />;
  if (loaded.state === 'loading') return <p role="status">{t('common.loading')}</p>;
  return (
    <section className="stock-history" aria-labelledby="stock-history-heading">
      <h3 id="stock-history-heading">{t('stock.history')}</h3>
      {loaded.value.entries.length === 0 ? (
        <p>{t('stock.historyEmpty')}</p>
      ) : (
        <table aria-labelledby="stock-history-heading">
          <thead>
            <tr>
              <th scope="col">{t('stock.when')}</th>
              <th scope="col">{t('stock.what')}</th>
              <th scope="col">{t('stock.change')}</th>
              <th scope="col">{t('stock.left')}</th>
              <th scope="col">{t('stock.who')}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.entries.map((entry, index) => (
              <tr key={index}>
                <td>
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </td>
                <td>
                  {entry.reason === null ? t(KIND_KEYS[entry.kind]) : t('stock.removedFor', { reason: t(REASON_KEYS[entry.reason]) })}
                  {entry.note !== null && <span className="stock-note">{entry.note}</span>}
                </td>
                <td>{entry.difference > 0 ? `+${entry.difference}` : entry.difference}</td>
                <td>{entry.inStock}</td>
                <td>{entry.staffName ?? t('audit.system')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
