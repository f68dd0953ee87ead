import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ImageField } from '../../components/ui/image-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import type { OfficePaymentType, OfficePaymentTypeRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import { withText } from '../events/localized';
import { SaveNotices } from '../record-editing/save-notices';
import { TextLanguage } from '../record-editing/text-language';
import { useRecordSave } from '../record-editing/use-record-save';
import '../events/events.css';

export const newPaymentType = (): OfficePaymentType => ({ name: {}, image: null, offered: true, directDebit: false, wallet: null, payLaterDays: null, sequenceNo: 0 });

interface Props {
  record?: OfficePaymentTypeRecord;
  initial: OfficePaymentType;
  save: (draft: OfficePaymentType) => Promise<OfficePaymentTypeRecord>;
  onSaved: (record: OfficePaymentTypeRecord) => void;
  submitLabel: string;
  /** A new type names the provider's number; a stored one keeps it. */
  payartField?: ReactNode;
}

/** A payment type's form: its name per language and the logo checkout shows beside it, whether the shop offers it, and how it is paid (at once, by direct debit, or later). */
export const PaymentTypeForm = ({ record, initial, save, onSaved, submitLabel, payartField }: Props) => {
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState(initial);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [formKey, setFormKey] = useState(0);
  const { saving, errors, errorAt, newer, dropNewer } = useRecordSave({ draft, prefix: 'paymentType', save, onSaved });
  const takeNewer = useCallback(() => {
    if (newer === null) return;
    onSaved(newer);
    setDraft(newer.paymentType);
    dropNewer();
    setFormKey((key) => key + 1);
  }, [newer, onSaved, dropNewer]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.run();
  };
  return (
    <form key={formKey} className="form event-editor" onSubmit={submit} noValidate>
      <SaveNotices stale={newer !== null} onTakeNewer={takeNewer} fieldErrors={errors} error={saving.error} />
      {payartField}
      <section className="editor-section" aria-labelledby="payment-type-texts-heading">
        <h2 id="payment-type-texts-heading">{t('events.textsLegend')}</h2>
        <TextLanguage name="payment-type-text-language" value={textLang} onChange={setTextLang} written={draft.name} />
        <div lang={textLang} className="form">
          <TextField id="payment-type-name" label={t('paymentTypes.name')} hint={t('paymentTypes.nameHint')} required error={errorAt('name')} value={draft.name[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, name: withText(draft.name, textLang, event.target.value) })} />
        </div>
        <ImageField id="payment-type-image" label={t('paymentTypes.picture')} value={draft.image} onChange={(image) => setDraft({ ...draft, image })} />
      </section>
      <section className="editor-section" aria-labelledby="payment-type-how-heading">
        <h2 id="payment-type-how-heading">{t('paymentTypes.howLegend')}</h2>
        <CheckboxField id="payment-type-offered" label={t('paymentTypes.offeredLabel')} hint={t('paymentTypes.offeredHint')} checked={draft.offered} onChange={(event) => setDraft({ ...draft, offered: event.target.checked })} />
        <CheckboxField id="payment-type-direct-debit" label={t('paymentTypes.directDebit')} hint={t('paymentTypes.directDebitHint')} checked={draft.directDebit} onChange={(event) => setDraft({ ...draft, directDebit: event.target.checked })} />
        <TextField
          id="payment-type-pay-later"
          label={t('paymentTypes.payLaterDays')}
          hint={t('paymentTypes.payLaterHint')}
          type="number"
          min={1}
          max={365}
          error={errorAt('payLaterDays')}
          value={draft.payLaterDays ?? ''}
          onChange={(event) => setDraft({ ...draft, payLaterDays: Number.isNaN(event.target.valueAsNumber) ? null : event.target.valueAsNumber })}
        />
        <SelectField
          id="payment-type-wallet"
          label={t('paymentTypes.wallet')}
          options={[
            { value: '', label: t('paymentTypes.noWallet') },
            { value: 'APPLEPAY', label: 'Apple Pay' },
            { value: 'GOOGLEPAY', label: 'Google Pay' },
          ]}
          value={draft.wallet ?? ''}
          onChange={(event) => setDraft({ ...draft, wallet: event.target.value === 'APPLEPAY' || event.target.value === 'GOOGLEPAY' ? event.target.value : null })}
        />
        <TextField id="payment-type-sequence" label={t('events.sequence')} hint={t('events.sequenceHint')} type="number" error={errorAt('sequenceNo')} value={draft.sequenceNo} onChange={(event) => setDraft({ ...draft, sequenceNo: Number.isNaN(event.target.valueAsNumber) ? 0 : event.target.valueAsNumber })} />
      </section>
      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {submitLabel}
        </Button>
        <Link to="/payment-shipping">{t('shipping.backToSection')}</Link>
        {record !== undefined && <span className="field-hint">{t('events.version', { version: record.version })}</span>}
      </div>
    </form>
  );
};
