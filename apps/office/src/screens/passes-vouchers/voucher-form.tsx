import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ImageField } from '../../components/ui/image-field';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import type { OfficeGiftVoucher, OfficeGiftVoucherRecord, OfficeVoucherGroup } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import { amountText, centsOf } from '../events/event-draft';
import { textIn, withText } from '../events/localized';
import { SaveNotices } from '../record-editing/save-notices';
import { TextLanguage } from '../record-editing/text-language';
import { useRecordSave } from '../record-editing/use-record-save';
import '../events/events.css';
import { ShopLink } from '../record-editing/shop-link';

/** DESIGN.md's defaults: a variable amount from 10.00 to 500.00, valid three years. */
export const newGiftVoucher = (): OfficeGiftVoucher => ({
  name: {},
  teaser: {},
  description: {},
  image: null,
  imageAlt: {},
  price: 5000,
  vatValue: 0,
  variableAmount: false,
  minAmount: 1000,
  maxAmount: 50000,
  group: null,
  validityMonths: 36,
  listed: true,
  sequenceNo: 0,
});

interface Props {
  record?: OfficeGiftVoucherRecord;
  initial: OfficeGiftVoucher;
  groups: OfficeVoucherGroup[];
  save: (draft: OfficeGiftVoucher) => Promise<OfficeGiftVoucherRecord>;
  onSaved: (record: OfficeGiftVoucherRecord) => void;
  submitLabel: string;
}

/** A gift voucher's form: texts one language at a time, a fixed amount or the bounds of one the buyer chooses, validity, group and whether the shop offers it. */
export const VoucherForm = ({ record, initial, groups, save, onSaved, submitLabel }: Props) => {
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState(initial);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [formKey, setFormKey] = useState(0);
  const { saving, errors, errorAt, newer, dropNewer } = useRecordSave({ draft, prefix: 'voucher', save, onSaved });
  const takeNewer = useCallback(() => {
    if (newer === null) return;
    onSaved(newer);
    setDraft(newer.voucher);
    dropNewer();
    setFormKey((key) => key + 1);
  }, [newer, onSaved, dropNewer]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.run();
  };
  const number = (value: number, fallback: number) => (Number.isNaN(value) ? fallback : value);
  const money = { invalidText: t('events.priceInvalid'), parse: centsOf, format: amountText };
  return (
    <form key={formKey} className="form event-editor" onSubmit={submit} noValidate>
      <SaveNotices stale={newer !== null} onTakeNewer={takeNewer} fieldErrors={errors} error={saving.error} />

      <section className="editor-section" aria-labelledby="voucher-texts-heading">
        <h2 id="voucher-texts-heading">{t('events.textsLegend')}</h2>
        <TextLanguage name="voucher-text-language" value={textLang} onChange={setTextLang} written={draft.name} />
        {record !== undefined && <ShopLink item="voucher" id={record.id} listed={record.voucher.listed} lang={textLang} />}
        <div lang={textLang} className="form">
          <TextField id="voucher-name" label={t('events.name')} required error={errorAt('name')} value={draft.name[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, name: withText(draft.name, textLang, event.target.value) })} />
          <TextField id="voucher-teaser" label={t('passes.teaser')} hint={t('passes.teaserHint')} error={errorAt('teaser')} value={draft.teaser[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, teaser: withText(draft.teaser, textLang, event.target.value) })} />
          <TextAreaField id="voucher-description" label={t('events.description')} error={errorAt('description')} value={draft.description[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, description: withText(draft.description, textLang, event.target.value) })} />
          <TextField id="voucher-image-alt" label={t('passes.imageAlt')} hint={t('passes.imageAltHint')} error={errorAt('imageAlt')} value={draft.imageAlt[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, imageAlt: withText(draft.imageAlt, textLang, event.target.value) })} />
        </div>
      </section>

      <section className="editor-section" aria-labelledby="voucher-amount-heading">
        <h2 id="voucher-amount-heading">{t('giftVouchers.amountLegend')}</h2>
        <ChoiceGroup
          name="voucher-amount-kind"
          legend={t('giftVouchers.amountKind')}
          options={[
            { value: 'fixed', label: t('giftVouchers.fixed') },
            { value: 'variable', label: t('giftVouchers.variable') },
          ]}
          value={draft.variableAmount ? 'variable' : 'fixed'}
          onChange={(kind) => setDraft({ ...draft, variableAmount: kind === 'variable' })}
        />
        <div className="row-fields">
          <AmountField id="voucher-price" label={t(draft.variableAmount ? 'giftVouchers.suggested' : 'giftVouchers.price')} hint={t('events.priceHint')} error={errorAt('price')} cents={draft.price} onChange={(price) => setDraft({ ...draft, price })} {...money} />
          <TextField id="voucher-vat" label={t('events.vat')} hint={t('giftVouchers.vatHint')} type="number" step="0.1" min={0} max={100} error={errorAt('vatValue')} value={draft.vatValue} onChange={(event) => setDraft({ ...draft, vatValue: number(event.target.valueAsNumber, 0) })} />
        </div>
        {draft.variableAmount && (
          <div className="row-fields">
            <AmountField id="voucher-min" label={t('giftVouchers.minAmount')} error={errorAt('minAmount')} cents={draft.minAmount} onChange={(minAmount) => setDraft({ ...draft, minAmount })} {...money} />
            <AmountField id="voucher-max" label={t('giftVouchers.maxAmount')} error={errorAt('maxAmount')} cents={draft.maxAmount} onChange={(maxAmount) => setDraft({ ...draft, maxAmount })} {...money} />
          </div>
        )}
        <TextField id="voucher-validity" label={t('giftVouchers.validityMonths')} hint={t('giftVouchers.validityHint')} type="number" min={1} max={120} error={errorAt('validityMonths')} value={draft.validityMonths} onChange={(event) => setDraft({ ...draft, validityMonths: number(event.target.valueAsNumber, 0) })} />
      </section>

      <section className="editor-section" aria-labelledby="voucher-shop-heading">
        <h2 id="voucher-shop-heading">{t('events.shopLegend')}</h2>
        <ImageField id="voucher-image" label={t('events.picture')} value={draft.image} onChange={(image) => setDraft({ ...draft, image })} />
        <SelectField
          id="voucher-group"
          label={t('giftVouchers.group')}
          error={errorAt('group')}
          options={[{ value: '', label: t('giftVouchers.noGroup') }, ...groups.map((group) => ({ value: String(group.id), label: textIn(group.name, lang) }))]}
          value={draft.group === null ? '' : String(draft.group)}
          onChange={(event) => setDraft({ ...draft, group: event.target.value === '' ? null : Number(event.target.value) })}
        />
        <CheckboxField id="voucher-listed" label={t('events.listedLabel')} hint={t('giftVouchers.listedHint')} checked={draft.listed} onChange={(event) => setDraft({ ...draft, listed: event.target.checked })} />
        <TextField id="voucher-sequence" label={t('events.sequence')} hint={t('events.sequenceHint')} type="number" error={errorAt('sequenceNo')} value={draft.sequenceNo} onChange={(event) => setDraft({ ...draft, sequenceNo: number(event.target.valueAsNumber, 0) })} />
      </section>

      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {submitLabel}
        </Button>
        <Link to="/passes-vouchers">{t('passes.backToList')}</Link>
        {record !== undefined && <span className="field-hint">{t('events.version', { version: record.version })}</span>}
      </div>
    </form>
  );
};
