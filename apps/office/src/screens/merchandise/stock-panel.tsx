import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeProductRecord, OfficeProductStaleError, StockAdjustment } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useCall } from '../../lib/use-call';
import { ErrorNotice } from '../../components/ui/error-notice';
import { unitsOf } from './product-draft';
import { StockHistory } from './stock-history';
import { StockRemoval } from './stock-removal';

interface Props {
  record: OfficeProductRecord;
  /** The product as the server answered an adjustment (or a refused count): its stock is the one to show. */
  onChange: (record: OfficeProductRecord) => void;
}

type Outcome = { kind: 'received'; quantity: number } | { kind: 'counted'; inStock: number } | { kind: 'removed'; quantity: number } | { kind: 'moved'; inStock: number };

/**
 * A product's stock and the ways it changes: goods received are added to whatever is left; a
 * count sets what is in stock against the figure shown here, and is refused if a sale changed that
 * figure meanwhile (the server answers the new figure, shown here for a second look); units taken
 * off (damaged, lost…) keep their reason. Below, every correction so far.
 */
export const StockPanel = ({ record, onChange }: Props) => {
  const { t } = useI18n();
  const [received, setReceived] = useState('');
  const [counted, setCounted] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [invalid, setInvalid] = useState<'received' | 'counted' | null>(null);
  const [round, setRound] = useState(0);
  const adjusting = useCall(async (adjustment: StockAdjustment): Promise<boolean> => {
    try {
      onChange((await officeApi.adjustStock(record.id, adjustment)).record);
      setOutcome(adjustment.kind === 'counted' ? { kind: 'counted', inStock: adjustment.inStock } : { kind: adjustment.kind, quantity: adjustment.quantity });
      setReceived('');
      setCounted('');
      setRound((n) => n + 1);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'OFFICE_STALE')) throw error;
      const current = (error.body as OfficeProductStaleError).current;
      onChange(current);
      setOutcome({ kind: 'moved', inStock: current.stock.inStock });
      return false;
    }
  });
  const receive = (event: FormEvent) => {
    event.preventDefault();
    const quantity = unitsOf(received);
    setInvalid(quantity === undefined || quantity === 0 ? 'received' : null);
    setOutcome(null);
    if (quantity !== undefined && quantity > 0) void adjusting.run({ kind: 'received', quantity });
  };
  const count = (event: FormEvent) => {
    event.preventDefault();
    const inStock = unitsOf(counted);
    setInvalid(inStock === undefined ? 'counted' : null);
    setOutcome(null);
    if (inStock !== undefined) void adjusting.run({ kind: 'counted', inStock, readInStock: record.stock.inStock });
  };
  const { stock } = record;
  return (
    <section className="editor-section stock-panel" aria-labelledby="stock-heading">
      <h2 id="stock-heading">{t('merch.stockLegend')}</h2>
      <dl className="stock-figures">
        <div>
          <dt>{t('merch.available')}</dt>
          <dd>{Math.max(0, stock.available)}</dd>
        </div>
        <div>
          <dt>{t('merch.inStock')}</dt>
          <dd>{stock.inStock}</dd>
        </div>
        <div>
          <dt>{t('merch.held')}</dt>
          <dd>{stock.held}</dd>
        </div>
        <div>
          <dt>{t('merch.sold')}</dt>
          <dd>{stock.sold}</dd>
        </div>
      </dl>
      {outcome?.kind === 'moved' && (
        <Notice tone="error">
          <p>{t('merch.stockMoved', { count: outcome.inStock })}</p>
        </Notice>
      )}
      {outcome !== null && outcome.kind !== 'moved' && (
        <Notice tone="success">
          <p>
            {outcome.kind === 'received'
              ? t('merch.stockReceived', { count: outcome.quantity })
              : outcome.kind === 'removed'
                ? t('stock.removed', { count: outcome.quantity })
                : t('merch.stockCounted', { count: outcome.inStock })}
          </p>
        </Notice>
      )}
      <ErrorNotice error={adjusting.error} />
      <div className="stock-forms">
        <form className="card-fields" onSubmit={receive} noValidate>
          <TextField
            id="stock-received"
            label={t('merch.receivedLabel')}
            hint={t('merch.receivedHint')}
            inputMode="numeric"
            autoComplete="off"
            error={invalid === 'received' ? t('merch.unitsInvalid') : undefined}
            value={received}
            onChange={(event) => setReceived(event.target.value)}
          />
          <p>
            <Button type="submit" variant="secondary" busy={adjusting.busy}>
              {t('merch.receive')}
            </Button>
          </p>
        </form>
        <form className="card-fields" onSubmit={count} noValidate>
          <TextField
            id="stock-counted"
            label={t('merch.countedLabel')}
            hint={t('merch.countedHint', { count: stock.inStock })}
            inputMode="numeric"
            autoComplete="off"
            error={invalid === 'counted' ? t('merch.unitsInvalid') : undefined}
            value={counted}
            onChange={(event) => setCounted(event.target.value)}
          />
          <p>
            <Button type="submit" variant="secondary" busy={adjusting.busy}>
              {t('merch.count')}
            </Button>
          </p>
        </form>
        <StockRemoval busy={adjusting.busy} onRemove={async (adjustment) => (await adjusting.run(adjustment)) === true} />
      </div>
      <StockHistory productId={record.id} round={round} />
    </section>
  );
};
