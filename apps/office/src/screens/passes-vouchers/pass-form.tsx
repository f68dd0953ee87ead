import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ImageField } from '../../components/ui/image-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import type { OfficePass, OfficePassRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import { amountText, centsOf } from '../events/event-draft';
import { withText } from '../events/localized';
import { SaveNotices } from '../record-editing/save-notices';
import { TextLanguage } from '../record-editing/text-language';
import { useRecordSave } from '../record-editing/use-record-save';
import '../events/events.css';
import { ShopLink } from '../record-editing/shop-link';
import { DoorEntriesFields } from './door-entries-fields';

export const newPass = (): OfficePass => ({ name: {}, teaser: {}, description: {}, image: null, imageAlt: {}, price: 0, vatValue: 8.1, validityMonths: 12, doorEntriesPerDay: 1, stock: 100, listed: true, sequenceNo: 0 });

interface Props {
  record?: OfficePassRecord;
  initial: OfficePass;
  save: (draft: OfficePass) => Promise<OfficePassRecord>;
  onSaved: (record: OfficePassRecord) => void;
  submitLabel: string;
}

/** An annual pass's form: texts one language at a time, its card picture, price and VAT, validity, cards on offer, entries a day at the door, and whether the shop offers it. */
export const PassForm = ({ record, initial, save, onSaved, submitLabel }: Props) => {
  const { t, lang } = useI18n();
  const [draft, setDraft] = useState(initial);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [formKey, setFormKey] = useState(0);
  const { saving, errors, errorAt, newer, dropNewer } = useRecordSave({ draft, prefix: 'pass', save, onSaved });
  const takeNewer = useCallback(() => {
    if (newer === null) return;
    onSaved(newer);
    setDraft(newer.pass);
    dropNewer();
    // Amount fields keep the text typed: they start again from the newer version.
    setFormKey((key) => key + 1);
  }, [newer, onSaved, dropNewer]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.run();
  };
  const number = (text: number, fallback: number) => (Number.isNaN(text) ? fallback : text);
  return (
    <form key={formKey} className="form event-editor" onSubmit={submit} noValidate>
      <SaveNotices stale={newer !== null} onTakeNewer={takeNewer} fieldErrors={errors} error={saving.error} />

      <section className="editor-section" aria-labelledby="pass-texts-heading">
        <h2 id="pass-texts-heading">{t('events.textsLegend')}</h2>
        <TextLanguage name="pass-text-language" value={textLang} onChange={setTextLang} written={draft.name} />
        {record !== undefined && <ShopLink item="pass" id={record.id} listed={record.pass.listed} lang={textLang} />}
        <div lang={textLang} className="form">
          <TextField id="pass-name" label={t('events.name')} required error={errorAt('name')} value={draft.name[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, name: withText(draft.name, textLang, event.target.value) })} />
          <TextField id="pass-teaser" label={t('passes.teaser')} hint={t('passes.teaserHint')} error={errorAt('teaser')} value={draft.teaser[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, teaser: withText(draft.teaser, textLang, event.target.value) })} />
          <TextAreaField id="pass-description" label={t('events.description')} error={errorAt('description')} value={draft.description[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, description: withText(draft.description, textLang, event.target.value) })} />
          <TextField id="pass-image-alt" label={t('passes.imageAlt')} hint={t('passes.imageAltHint')} error={errorAt('imageAlt')} value={draft.imageAlt[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, imageAlt: withText(draft.imageAlt, textLang, event.target.value) })} />
        </div>
      </section>

      <section className="editor-section" aria-labelledby="pass-sale-heading">
        <h2 id="pass-sale-heading">{t('passes.saleLegend')}</h2>
        <div className="row-fields">
          <AmountField id="pass-price" label={t('events.price')} hint={t('events.priceHint')} invalidText={t('events.priceInvalid')} error={errorAt('price')} cents={draft.price} parse={centsOf} format={amountText} onChange={(price) => setDraft({ ...draft, price })} />
          <TextField id="pass-vat" label={t('events.vat')} type="number" step="0.1" min={0} max={100} error={errorAt('vatValue')} value={draft.vatValue} onChange={(event) => setDraft({ ...draft, vatValue: number(event.target.valueAsNumber, 0) })} />
        </div>
        <div className="row-fields">
          <TextField id="pass-validity" label={t('passes.validityMonths')} hint={t('passes.validityHint')} type="number" min={1} max={120} error={errorAt('validityMonths')} value={draft.validityMonths} onChange={(event) => setDraft({ ...draft, validityMonths: number(event.target.valueAsNumber, 0) })} />
          <TextField
            id="pass-stock"
            label={t('passes.stock')}
            hint={record === undefined ? t('passes.stockHintNew') : t('passes.stockHint', { sold: record.sold })}
            type="number"
            error={errorAt('stock')}
            value={draft.stock}
            onChange={(event) => setDraft({ ...draft, stock: number(event.target.valueAsNumber, 0) })}
          />
        </div>
      </section>

      <DoorEntriesFields value={draft.doorEntriesPerDay} onChange={(doorEntriesPerDay) => setDraft({ ...draft, doorEntriesPerDay })} error={errorAt('doorEntriesPerDay')} />

      <section className="editor-section" aria-labelledby="pass-shop-heading">
        <h2 id="pass-shop-heading">{t('events.shopLegend')}</h2>
        <ImageField id="pass-image" label={t('events.picture')} value={draft.image} onChange={(image) => setDraft({ ...draft, image })} />
        <CheckboxField id="pass-listed" label={t('events.listedLabel')} hint={t('passes.listedHint')} checked={draft.listed} onChange={(event) => setDraft({ ...draft, listed: event.target.checked })} />
        <TextField id="pass-sequence" label={t('events.sequence')} hint={t('events.sequenceHint')} type="number" error={errorAt('sequenceNo')} value={draft.sequenceNo} onChange={(event) => setDraft({ ...draft, sequenceNo: number(event.target.valueAsNumber, 0) })} />
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
