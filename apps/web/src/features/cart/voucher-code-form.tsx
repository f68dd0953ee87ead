import { formatVoucherCode } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CodeEntryForm } from '../../components/ui/code-entry-form';
import { lookUpVoucherCode, voucherLookupError } from '../../lib/api/voucher-code-api';
import { canAddLine, useCartStore } from '../../lib/storage/cart-store';
import { toVoucherCodeLine } from './voucher-code-line';

const taken = (barcode: string): boolean => !canAddLine(useCartStore.getState().lines, { type: 'voucherCode', item: { type: 'voucherCode', barcode } });

/** SPEC §4/§5: redeem a voucher code. It is looked up, then added as a basket line that pays part of the order. */
export const VoucherCodeForm = () => {
  const { t } = useTranslation('checkout');
  const { t: te } = useTranslation('errors');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [added, setAdded] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const barcode = code.trim();
    setAdded('');
    if (!barcode) return setError(t('form.required'));
    if (taken(barcode.toUpperCase())) return setError(t('voucher.duplicate'));
    setBusy(true);
    try {
      const voucher = await lookUpVoucherCode(barcode);
      if (taken(voucher.barcode)) return setError(t('voucher.duplicate'));
      const printed = formatVoucherCode(voucher.barcode);
      useCartStore.getState().add(toVoucherCodeLine(voucher, t('voucher.line', { code: printed })));
      setError(undefined);
      setCode('');
      setAdded(t('voucher.added', { code: printed }));
    } catch (failure) {
      setError(te(voucherLookupError(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CodeEntryForm
      className="voucher-code-form"
      aria-label={t('voucher.heading')}
      label={t('voucher.label')}
      action={t('voucher.apply')}
      code={code}
      onCodeChange={setCode}
      onSubmit={() => void submit()}
      error={error}
      busy={busy}
    >
      {added && (
        <p role="status" className="voucher-code-status">
          {added}
        </p>
      )}
    </CodeEntryForm>
  );
};
