import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import type { OfficeCategoryRecord, OfficeProductRecord, OfficeProductStaleError } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { useCall } from '../../lib/use-call';
import { amountText, centsOf } from '../events/event-draft';
import { textIn, withText } from '../events/localized';
import { fieldErrorsOf, type ProductDraft } from './product-draft';
import { ProductImages } from './product-images';
import '../events/events.css';
import './merchandise.css';
import { StaleNotice } from '../record-editing/stale-notice';
import { ShopLink } from '../record-editing/shop-link';

interface Props {
  /** The stored product being edited; none for a new one. */
  record?: OfficeProductRecord;
  initial: ProductDraft;
  categories: OfficeCategoryRecord[];
  /** Saves the draft (against the record's version, if any) and answers the product as stored. */
  save: (draft: ProductDraft) => Promise<OfficeProductRecord>;
  onSaved: (record: OfficeProductRecord) => void;
  submitLabel: string;
  /** Fields only a new product has (its first stock). */
  children?: ReactNode;
}

/** The product as it is now, which a stale save's answer carries (contract: officeProductStaleErrorSchema). */
const staleCurrent = (error: unknown): OfficeProductRecord | undefined =>
  error instanceof ApiError && error.code === 'OFFICE_STALE' ? (error.body as OfficeProductStaleError).current : undefined;

/**
 * A product's form: its texts one language at a time, its pictures, price, VAT and weight, its
 * categories and whether the shop shows it. A refused save marks each field the server named; a
 * stale one offers the newer version instead of overwriting it.
 */
export const ProductEditor = ({ record, initial, categories, save, onSaved, submitLabel, children }: Props) => {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [draft, setDraft] = useState(initial);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [newer, setNewer] = useState<OfficeProductRecord | null>(null);
  const [formKey, setFormKey] = useState(0);
  const saving = useCall(
    useCallback(async () => {
      try {
        onSaved(await save(draft));
      } catch (error) {
        const current = staleCurrent(error);
        if (current === undefined) throw error;
        setNewer(current);
      }
    }, [draft, save, onSaved]),
  );
  const errors = fieldErrorsOf(saving.error, 'product');
  const errorAt = (field: string): string | undefined => errors[field]?.[0];
  const filled = (texts: Partial<Record<Lang, string>>) => LANGUAGES.filter((other) => (texts[other] ?? '') !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNewer(null);
    void saving.run();
  };
  const takeNewer = () => {
    if (newer === null) return;
    onSaved(newer);
    setDraft(newer.product);
    setNewer(null);
    // The amount field keeps the text typed: it starts again from the newer version.
    setFormKey((key) => key + 1);
  };
  const toggleCategory = (id: number, checked: boolean) =>
    setDraft({ ...draft, categories: checked ? [...draft.categories, id] : draft.categories.filter((other) => other !== id) });
  return (
    <form key={formKey} className="form product-editor" onSubmit={submit} noValidate>
      {newer !== null && (
        <StaleNotice onTakeNewer={takeNewer} label={t('merch.takeNewer')} />
      )}
      {Object.keys(errors).length > 0 && (
        <Notice tone="error">
          <p>{t('merch.invalid')}</p>
        </Notice>
      )}
      {Object.keys(errors).length === 0 && <ErrorNotice error={saving.error} />}

      <section className="editor-section" aria-labelledby="texts-heading">
        <h2 id="texts-heading">{t('merch.textsLegend')}</h2>
        <ChoiceGroup
          name="text-language"
          legend={t('merch.textLanguage')}
          hint={t('merch.textLanguageHint')}
          inline
          options={LANGUAGES.map((other) => ({ value: other, label: filled(draft.name).includes(other) ? `${LANGUAGE_NAMES[other]} ✓` : LANGUAGE_NAMES[other] }))}
          value={textLang}
          onChange={setTextLang}
        />
        {record !== undefined && <ShopLink item="product" id={record.id} listed={record.product.listed} lang={textLang} />}
        <div lang={textLang} className="form">
          <TextField id="product-name" label={t('merch.name')} required error={errorAt('name')} value={draft.name[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, name: withText(draft.name, textLang, event.target.value) })} />
          <TextField id="product-teaser" label={t('merch.teaser')} hint={t('merch.teaserHint')} error={errorAt('teaser')} value={draft.teaser[textLang] ?? ''} onChange={(event) => setDraft({ ...draft, teaser: withText(draft.teaser, textLang, event.target.value) })} />
          <TextAreaField
            id="product-description"
            label={t('merch.description')}
            hint={t('merch.descriptionHint')}
            error={errorAt('description')}
            value={draft.description[textLang] ?? ''}
            onChange={(event) => setDraft({ ...draft, description: withText(draft.description, textLang, event.target.value) })}
          />
        </div>
      </section>

      <ProductImages images={draft.images} onChange={(images) => setDraft({ ...draft, images })} textLang={textLang} errorAt={errorAt} />

      <section className="editor-section" aria-labelledby="sale-heading">
        <h2 id="sale-heading">{t('merch.saleLegend')}</h2>
        <div className="row-fields">
          <AmountField id="product-price" label={t('merch.price')} hint={t('merch.priceHint')} invalidText={t('merch.priceInvalid')} error={errorAt('price')} cents={draft.price} parse={centsOf} format={amountText} onChange={(price) => setDraft({ ...draft, price })} />
          <TextField id="product-vat" label={t('merch.vat')} hint={t('merch.vatHint')} type="number" min={0} max={100} step={0.1} error={errorAt('vatValue')} value={draft.vatValue} onChange={(event) => setDraft({ ...draft, vatValue: event.target.valueAsNumber || 0 })} />
          <TextField id="product-weight" label={t('merch.weight')} hint={t('merch.weightHint')} type="number" min={0} step={1} error={errorAt('weight')} value={draft.weight} onChange={(event) => setDraft({ ...draft, weight: Math.max(0, Math.round(event.target.valueAsNumber || 0)) })} />
        </div>
        {children}
      </section>

      <section className="editor-section" aria-labelledby="shop-heading">
        <h2 id="shop-heading">{t('merch.shopLegend')}</h2>
        <fieldset className="category-choices">
          <legend>{t('merch.categories')}</legend>
          {categories.length === 0 ? (
            <p className="field-hint">{t('merch.noCategories')}</p>
          ) : (
            categories.map((category) => (
              <CheckboxField key={category.id} id={`category-${category.id}`} label={textIn(category.category.name, lang)} checked={draft.categories.includes(category.id)} onChange={(event) => toggleCategory(category.id, event.target.checked)} />
            ))
          )}
          {errorAt('categories.0') !== undefined && <p className="field-error">{errorAt('categories.0')}</p>}
        </fieldset>
        <CheckboxField id="product-listed" label={t('merch.listedLabel')} hint={t('merch.listedHint')} checked={draft.listed} onChange={(event) => setDraft({ ...draft, listed: event.target.checked })} />
        <TextField id="product-sequence" label={t('merch.sequence')} hint={t('merch.sequenceHint')} type="number" error={errorAt('sequenceNo')} value={draft.sequenceNo} onChange={(event) => setDraft({ ...draft, sequenceNo: event.target.valueAsNumber || 0 })} />
      </section>

      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {submitLabel}
        </Button>
        <Link to="/merchandise">{t('merch.backToList')}</Link>
        {record !== undefined && <span className="field-hint">{t('merch.version', { version: record.version })}</span>}
      </div>
    </form>
  );
};
