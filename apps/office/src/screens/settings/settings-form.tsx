import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeSettingsRecord, OfficeSettingsStaleError, OfficeShopSettings } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES } from '../../lib/i18n/languages';
import type { MessageKey } from '../../lib/i18n/translator';
import { useCall } from '../../lib/use-call';
import { serverFieldErrors, settingsProblems, type SettingsProblem } from './settings-draft';
import { MIN_RATIO, pairContrasts, ratioText } from './theme-contrast';
import { COLOUR_LABEL, ThemeFields } from './theme-fields';
import { StaleNotice } from '../record-editing/stale-notice';

type Sections = OfficeShopSettings['sections'];
const SECTION_LABEL: Record<keyof Sections, MessageKey> = {
  tickets: 'settings.sectionTickets',
  guidedTours: 'settings.sectionGuidedTours',
  merchandise: 'settings.sectionMerchandise',
  vouchers: 'settings.sectionVouchers',
  memcard: 'settings.sectionMemcard',
  voucherCode: 'settings.sectionVoucherCode',
};
type Museum = OfficeShopSettings['museum'];
const MUSEUM_FIELDS: readonly { key: keyof Museum; label: MessageKey; type?: string; autoComplete?: string }[] = [
  { key: 'name', label: 'settings.museumName', autoComplete: 'organization' },
  { key: 'street', label: 'settings.street', autoComplete: 'street-address' },
  { key: 'zip', label: 'settings.zip', autoComplete: 'postal-code' },
  { key: 'city', label: 'settings.city', autoComplete: 'address-level2' },
  { key: 'country', label: 'settings.country' },
  { key: 'email', label: 'settings.email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'settings.phone', type: 'tel', autoComplete: 'tel' },
];

const staleCurrent = (error: unknown): OfficeSettingsRecord | undefined =>
  error instanceof ApiError && error.code === 'OFFICE_STALE' ? (error.body as OfficeSettingsStaleError).current : undefined;

/**
 * The shop's settings: the museum, languages, currency, sections and look. Colours that make text hard
 * to read are marked as they are typed and the save is refused until they are changed; the server
 * checks the same rule. A stale save offers the newer version instead of overwriting it.
 */
export const SettingsForm = ({ loaded }: { loaded: OfficeSettingsRecord }) => {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [record, setRecord] = useState(loaded);
  const [draft, setDraft] = useState(loaded.settings);
  const [newer, setNewer] = useState<OfficeSettingsRecord | null>(null);
  const [saved, setSaved] = useState(false);
  const [refused, setRefused] = useState(false);
  const saving = useCall(
    useCallback(async () => {
      try {
        const next = (await officeApi.updateSettings(draft, record.version)).record;
        setRecord(next);
        setDraft(next.settings);
        setSaved(true);
      } catch (error) {
        const current = staleCurrent(error);
        if (current === undefined) throw error;
        setNewer(current);
      }
    }, [draft, record.version]),
  );
  const problems = useMemo(() => settingsProblems(draft), [draft]);
  const contrasts = useMemo(() => pairContrasts(draft.theme), [draft.theme]);
  const serverErrors = serverFieldErrors(saving.error, 'settings');
  const problemText = (problem: SettingsProblem): string => {
    if (problem.kind !== 'lowContrast') return t(`settings.${problem.kind}`);
    return t('theme.lowContrast', { background: t(COLOUR_LABEL[problem.contrast.backgroundKey]), ratio: ratioText(problem.contrast.ratio, lang), minimum: ratioText(MIN_RATIO, lang) });
  };
  const errorAt = (field: string): string | undefined => {
    const problem = problems[field];
    return problem === undefined ? serverErrors[field]?.[0] : problemText(problem);
  };
  const change = (next: OfficeShopSettings) => {
    setDraft(next);
    setSaved(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNewer(null);
    setSaved(false);
    const hasProblems = Object.keys(problems).length > 0;
    setRefused(hasProblems);
    if (!hasProblems) void saving.run();
  };
  const takeNewer = () => {
    if (newer === null) return;
    setRecord(newer);
    setDraft(newer.settings);
    setNewer(null);
  };
  const offered = LANGUAGES.filter((other) => draft.languages.includes(other));
  const toggleLanguage = (other: (typeof LANGUAGES)[number], on: boolean) =>
    change({ ...draft, languages: on ? LANGUAGES.filter((candidate) => candidate === other || draft.languages.includes(candidate)) : draft.languages.filter((candidate) => candidate !== other) });
  const invalid = refused && Object.keys(problems).length > 0;
  return (
    <form className="form settings-form" onSubmit={submit} noValidate>
      {saved && (
        <Notice tone="success">
          <p>{t('settings.saved')}</p>
        </Notice>
      )}
      {newer !== null && (
        <StaleNotice onTakeNewer={takeNewer} label={t('settings.takeNewer')} />
      )}
      {(invalid || Object.keys(serverErrors).length > 0) && (
        <Notice tone="error">
          <p>{t(invalid && Object.values(problems).some((problem) => problem.kind === 'lowContrast') ? 'settings.unreadable' : 'settings.invalid')}</p>
        </Notice>
      )}
      {Object.keys(serverErrors).length === 0 && <ErrorNotice error={saving.error} />}

      <section className="editor-section" aria-labelledby="museum-heading">
        <h2 id="museum-heading">{t('settings.museumLegend')}</h2>
        <TextField id="settings-site-name" label={t('settings.siteName')} hint={t('settings.siteNameHint')} error={errorAt('siteName')} value={draft.siteName} onChange={(event) => change({ ...draft, siteName: event.target.value })} />
        {MUSEUM_FIELDS.map(({ key, label, type, autoComplete }) => (
          <TextField
            key={key}
            id={`settings-museum-${key}`}
            label={t(label)}
            hint={key === 'country' ? t('settings.countryHint') : undefined}
            type={type}
            autoComplete={autoComplete}
            error={errorAt(`museum.${key}`)}
            value={draft.museum[key]}
            onChange={(event) => change({ ...draft, museum: { ...draft.museum, [key]: key === 'country' ? event.target.value.toUpperCase() : event.target.value } })}
          />
        ))}
      </section>

      <section className="editor-section" aria-labelledby="languages-heading">
        <h2 id="languages-heading">{t('settings.languagesLegend')}</h2>
        <fieldset className={errorAt('languages') ? 'choices field-invalid' : 'choices'} aria-describedby="settings-languages-hint">
          <legend>{t('settings.languagesOffered')}</legend>
          <p id="settings-languages-hint" className="field-hint">
            {t('settings.languagesHint')}
          </p>
          {errorAt('languages') && <p className="field-error">{errorAt('languages')}</p>}
          <div className="weekday-options">
            {LANGUAGES.map((other) => (
              <label key={other} className="weekday" htmlFor={`settings-language-${other}`}>
                <input id={`settings-language-${other}`} type="checkbox" checked={draft.languages.includes(other)} onChange={(event) => toggleLanguage(other, event.target.checked)} />
                <span>{LANGUAGE_NAMES[other]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {errorAt('firstLanguage') && <p className="field-error">{errorAt('firstLanguage')}</p>}
        {offered.length > 0 && (
          <ChoiceGroup
            name="settings-first-language"
            legend={t('settings.firstLanguage')}
            hint={t('settings.firstLanguageHint')}
            inline
            options={offered.map((other) => ({ value: other, label: LANGUAGE_NAMES[other] }))}
            value={draft.firstLanguage}
            onChange={(firstLanguage) => change({ ...draft, firstLanguage })}
          />
        )}
      </section>

      <section className="editor-section" aria-labelledby="sections-heading">
        <h2 id="sections-heading">{t('settings.sectionsLegend')}</h2>
        <p className="field-hint">{t('settings.sectionsHint')}</p>
        {(Object.keys(SECTION_LABEL) as (keyof Sections)[]).map((key) => (
          <CheckboxField key={key} id={`settings-section-${key}`} label={t(SECTION_LABEL[key])} checked={draft.sections[key]} onChange={(event) => change({ ...draft, sections: { ...draft.sections, [key]: event.target.checked } })} />
        ))}
      </section>

      <section className="editor-section" aria-labelledby="currency-heading">
        <h2 id="currency-heading">{t('settings.currencyLegend')}</h2>
        <p className="field-hint">{t('settings.currencyHint')}</p>
        <div className="row-fields">
          <TextField id="settings-currency" label={t('settings.currency')} error={errorAt('currency')} maxLength={3} value={draft.currency} onChange={(event) => change({ ...draft, currency: event.target.value.toUpperCase() })} />
          <TextField id="settings-currency-symbol" label={t('settings.currencySymbol')} error={errorAt('currencySymbol')} value={draft.currencySymbol} onChange={(event) => change({ ...draft, currencySymbol: event.target.value })} />
        </div>
      </section>

      <ThemeFields theme={draft.theme} museumName={draft.museum.name} contrasts={contrasts} errorAt={errorAt} onChange={(theme) => change({ ...draft, theme })} />

      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {t('settings.save')}
        </Button>
        <span className="field-hint">{t('settings.version', { version: record.version })}</span>
      </div>
    </form>
  );
};
