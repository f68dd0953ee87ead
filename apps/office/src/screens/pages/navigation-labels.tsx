import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { NavKey, OfficeNavigationLabels, OfficeNavigationRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { withText } from '../events/localized';
import { serverFieldErrors } from '../settings/settings-draft';
import '../events/events.css';
import './pages.css';
import { StaleNotice } from '../record-editing/stale-notice';

/** The shop's navigation entries in the order its header and menu show them (the contract's NAV_KEYS). */
const NAV_KEYS: readonly NavKey[] = ['shop', 'tickets', 'guidedTours', 'all', 'books', 'posters', 'merchandise', 'vouchers', 'annualPasses', 'login', 'register', 'settings', 'logout', 'back'];

const staleCurrent = (error: unknown): OfficeNavigationRecord | undefined =>
  error instanceof ApiError && error.code === 'OFFICE_STALE' ? (error.body as { current: OfficeNavigationRecord }).current : undefined;

const LabelsForm = ({ loaded }: { loaded: OfficeNavigationRecord }) => {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [record, setRecord] = useState(loaded);
  const [labels, setLabels] = useState<OfficeNavigationLabels>(loaded.labels);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [newer, setNewer] = useState<OfficeNavigationRecord | null>(null);
  const [saved, setSaved] = useState(false);
  const saving = useCall(
    useCallback(async () => {
      try {
        const next = (await officeApi.updateNavigation(labels, record.version)).record;
        setRecord(next);
        setLabels(next.labels);
        setSaved(true);
      } catch (error) {
        const current = staleCurrent(error);
        if (current === undefined) throw error;
        setNewer(current);
      }
    }, [labels, record.version]),
  );
  const errors = serverFieldErrors(saving.error, 'labels');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNewer(null);
    setSaved(false);
    void saving.run();
  };
  return (
    <form className="form event-editor" onSubmit={submit} noValidate>
      {saved && (
        <Notice tone="success">
          <p>{t('pages.navigationSaved')}</p>
        </Notice>
      )}
      {newer !== null && (
        <StaleNotice onTakeNewer={() => {
                setRecord(newer);
                setLabels(newer.labels);
                setNewer(null);
              }} label={t('pages.takeNewer')} />
      )}
      {Object.keys(errors).length > 0 ? (
        <Notice tone="error">
          <p>{t('pages.invalid')}</p>
        </Notice>
      ) : (
        <ErrorNotice error={saving.error} />
      )}
      <ChoiceGroup
        name="navigation-language"
        legend={t('pages.textLanguage')}
        hint={t('pages.navigationLanguageHint')}
        inline
        options={LANGUAGES.map((other) => ({ value: other, label: LANGUAGE_NAMES[other] }))}
        value={textLang}
        onChange={setTextLang}
      />
      <div lang={textLang} className="form navigation-fields">
        {NAV_KEYS.map((key) => (
          <TextField
            key={key}
            id={`navigation-${key}`}
            label={t(`pages.nav.${key}`)}
            error={errors[`${key}.${textLang}`]?.[0]}
            value={labels[key]?.[textLang] ?? ''}
            onChange={(event) => setLabels({ ...labels, [key]: withText(labels[key] ?? {}, textLang, event.target.value) })}
          />
        ))}
      </div>
      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {t('pages.save')}
        </Button>
        <Link to="/pages">{t('pages.backToList')}</Link>
      </div>
    </form>
  );
};

/** The labels of the shop's navigation per language (owners and editors); an empty one keeps the shop's own wording. */
export const NavigationLabels = () => {
  const { t } = useI18n();
  const [navigation] = useLoad(officeApi.navigation);
  return (
    <Page title={t('pages.navigationTitle')} lead={t('pages.navigationLead')}>
      {navigation.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {navigation.state === 'failed' && <ErrorNotice error={navigation.error} />}
      {navigation.state === 'done' && <LabelsForm loaded={navigation.value.record} />}
    </Page>
  );
};
