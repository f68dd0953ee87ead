import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { VoucherCode } from '@foyer/contract';
import { CodeEntryForm } from '../../components/ui/code-entry-form';
import { lookUpVoucherCode, voucherLookupError, type VoucherLookupError } from '../../lib/api/voucher-code-api';
import { ensureNamespace } from '../../lib/i18n/i18n';
import { useFormats } from '../../lib/formats';
import { useVoucherTexts } from './use-voucher-texts';

type Outcome = { kind: 'found'; voucher: VoucherCode } | { kind: 'refused'; code: VoucherLookupError } | { kind: 'missing' };

/**
 * The server's refusal, with its text: the `errors` catalog loads only now, so the many visitors who
 * never check a balance do not download it. Should it fail to load, the general message stands in.
 */
const refusal = async (failure: unknown): Promise<Outcome> => {
  await ensureNamespace('errors').catch(() => undefined);
  return { kind: 'refused', code: voucherLookupError(failure) };
};

/** "Check your voucher balance": what a code can still pay and until when, or why it cannot (SPEC §5/§8). */
export const VoucherBalance = () => {
  const { t } = useTranslation('vouchers');
  const { money } = useVoucherTexts();
  const formats = useFormats();
  const id = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    // SPEC §5: the code is trimmed before the lookup.
    const barcode = code.trim();
    // Emptied first, so that the same answer twice is announced twice.
    setOutcome(null);
    if (!barcode) return setOutcome({ kind: 'missing' });
    setBusy(true);
    try {
      setOutcome({ kind: 'found', voucher: await lookUpVoucherCode(barcode) });
    } catch (failure) {
      setOutcome(await refusal(failure));
    } finally {
      setBusy(false);
    }
  };

  const error =
    outcome?.kind === 'missing' ? t('balance.required')
    : outcome?.kind === 'refused' ? t(`errors:${outcome.code}`, { defaultValue: t('balance.failed') })
    : undefined;
  const found = outcome?.kind === 'found' ? outcome.voucher : null;

  return (
    <section className="voucher-balance" aria-labelledby={`${id}-heading`}>
      <div className="voucher-balance-intro">
        <h2 id={`${id}-heading`}>{t('balance.heading')}</h2>
        <p>{t('balance.intro')}</p>
      </div>
      <div className="voucher-balance-check">
        <CodeEntryForm
          className="voucher-balance-form"
          label={t('balance.label')}
          action={t('balance.check')}
          code={code}
          onCodeChange={setCode}
          onSubmit={() => void submit()}
          error={error}
          busy={busy}
        />
        <div className="voucher-balance-result" role="status">
          {found && (
            <div className="voucher-balance-found">
              <p className="voucher-balance-left">{t('balance.left', { amount: money(found.available_amount), date: formats.shortDay(found.valid_to) })}</p>
              <p className="voucher-balance-code">{t('balance.code', { code: found.barcode, amount: money(found.amount) })}</p>
            </div>
          )}
          {/* The field shows the error; the copy here has it announced as the answer to the check. */}
          {error && <span className="visually-hidden">{error}</span>}
        </div>
      </div>
    </section>
  );
};
