import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field';
import { lookUpVoucherCode, voucherLookupError } from '../../lib/api/voucher-code-api';
import { canAddLine, useCartStore } from '../../lib/storage/cart-store';
import { toVoucherCodeLine } from './voucher-code-line';

const taken = (barcode: string): boolean => !canAddLine(useCartStore.getState().lines, { type: 'voucherCode', item: { type: 'voucherCode', barcode } });

/** SPEC §4/§5: redeem a voucher code. It is looked up, then added as a basket line that pays part of the order. */
export const VoucherCodeForm = () => {
  const { t } = useTranslation('checkout');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const barcode = code.trim();
    setAdded('');
    if (!barcode) return setError(t('form.required'));
    if (taken(barcode.toUpperCase())) return setError(t('voucher.duplicate'));
    setBusy(true);
    try {
      const voucher = await lookUpVoucherCode(barcode);
      if (taken(voucher.barcode)) return setError(t('voucher.duplicate'));
      useCartStore.getState().add(toVoucherCodeLine(voucher, t('voucher.line', { code: voucher.barcode })));
      setError(undefined);
      setCode('');
      setAdded(t('voucher.added', { code: voucher.barcode }));
    } catch (failure) {
      setError(te(voucherLookupError(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="voucher-code-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('voucher.heading')}>
      <TextField
        id={`${id}-code`}
        label={t('voucher.label')}
        value={code}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy}>
        {t('voucher.apply')}
      </button>
      {added && (
        <p role="status" className="voucher-code-status">
          {added}
        </p>
      )}
    </form>
  );
};
