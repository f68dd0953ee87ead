import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherCode } from '@foyer/contract';
import { TextField } from '../../components/ui/text-field';
import { apiGet } from '../../lib/api/api-client';
import { ApiError } from '../../lib/api/api-error';
import { canAddLine, useCartStore } from '../../lib/storage/cart-store';
import { toVoucherCodeLine } from './voucher-code-line';

const VOUCHER_CODES = new Set(['VOUCHER_NOT_FOUND', 'VOUCHER_NOW_IS_BEFORE_VALID_FROM', 'VOUCHER_NOW_IS_AFTER_VALID_TO', 'VOUCHER_NO_AMOUNT_LEFT']);

/** SPEC §8: a 422 shows the code's own text; any other failure the general voucher error. */
const errorCode = (error: unknown): string =>
  error instanceof ApiError && error.status === 422 && VOUCHER_CODES.has(error.code) ? error.code : 'VOUCHER_UNKNOWN_ERROR';

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
      const voucher = await apiGet<VoucherCode>('voucher', { voucher: barcode });
      if (taken(voucher.barcode)) return setError(t('voucher.duplicate'));
      useCartStore.getState().add(toVoucherCodeLine(voucher, t('voucher.line', { code: voucher.barcode })));
      setError(undefined);
      setCode('');
      setAdded(t('voucher.added', { code: voucher.barcode }));
    } catch (failure) {
      setError(te(errorCode(failure)));
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
