import { STOCK_REMOVAL_REASONS, type StockRemovalReason } from '@foyer/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { StockAdjustment } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageKey } from '../../lib/i18n/translator';
import { unitsOf } from './product-draft';

export const REASON_KEYS: Record<StockRemovalReason, MessageKey> = {
  damaged: 'stock.reason.damaged',
  lost: 'stock.reason.lost',
  returned: 'stock.reason.returned',
  'own-use': 'stock.reason.ownUse',
};

/** Units taken off the shelf without a sale (damaged, lost…), with the reason and a note kept in the history. */
export const StockRemoval = ({ busy, onRemove }: { busy: boolean; onRemove: (adjustment: StockAdjustment) => Promise<boolean> }) => {
  const { t } = useI18n();
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<StockRemovalReason>('damaged');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    const units = unitsOf(quantity);
    setInvalid(units === undefined || units === 0);
    if (units === undefined || units === 0) return;
    if (await onRemove({ kind: 'removed', quantity: units, reason, ...(note.trim() === '' ? {} : { note: note.trim() }) })) {
      setQuantity('');
      setNote('');
    }
  };
  return (
    <form className="card-fields" onSubmit={(event) => void remove(event)} noValidate>
      <TextField
        id="stock-removed"
        label={t('stock.removedLabel')}
        hint={t('stock.removedHint')}
        inputMode="numeric"
        autoComplete="off"
        error={invalid ? t('merch.unitsInvalid') : undefined}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <SelectField
        id="stock-reason"
        label={t('stock.reason')}
        options={STOCK_REMOVAL_REASONS.map((value) => ({ value, label: t(REASON_KEYS[value]) }))}
        value={reason}
        onChange={(event) => setReason(event.target.value as StockRemovalReason)}
      />
      <TextField id="stock-note" label={t('stock.note')} maxLength={200} autoComplete="off" value={note} onChange={(event) => setNote(event.target.value)} />
      <p>
        <Button type="submit" variant="secondary" busy={busy}>
          {t('stock.remove')}
        </Button>
      </p>
    </form>
  );
};
