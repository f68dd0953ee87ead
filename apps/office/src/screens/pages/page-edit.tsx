import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { officeApi } from '../../lib/api/office-api';
import type { OfficePageRecord, OfficePageStaleError, StaticPageId } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../lib/i18n/languages';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { textIn, withText } from '../events/localized';
import { serverFieldErrors } from '../settings/settings-draft';
import { blocksOfText, textOfBlocks } from './page-text';
import '../events/events.css';
import './pages.css';
import { StaleNotice } from '../record-editing/stale-notice';
import { ShopLink } from '../record-editing/shop-link';

type Texts = Partial<Record<Lang, string>>;

/** The page's text per language as the editor types it (page-text's format). */
const textsOf = (record: OfficePageRecord): Texts => Object.fromEntries(Object.entries(record.page.blocks).map(([lang, blocks]) => [lang, textOfBlocks(blocks)]));

const staleCurrent = (error: unknown): OfficePageRecord | undefined => (error instanceof ApiError && error.code === 'OFFICE_STALE' ? (error.body as OfficePageStaleError).current : undefined);

const PageForm = ({ loaded }: { loaded: OfficePageRecord }) => {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const [record, setRecord] = useState(loaded);
  const [title, setTitle] = useState<Texts>(loaded.page.title);
  const [texts, setTexts] = useState<Texts>(() => textsOf(loaded));
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [newer, setNewer] = useState<OfficePageRecord | null>(null);
  const [saved, setSaved] = useState(false);
  const load = (next: OfficePageRecord) => {
    setRecord(next);
    setTitle(next.page.title);
    setTexts(textsOf(next));
  };
  const saving = useCall(
    useCallback(async () => {
      const blocks = Object.fromEntries(Object.entries(texts).map(([other, text]) => [other, blocksOfText(text ?? '')]));
      try {
        load((await officeApi.updatePage(record.id, { title, blocks }, record.version)).record);
        setSaved(true);
      } catch (error) {
        const current = staleCurrent(error);
        if (current === undefined) throw error;
        setNewer(current);
      }
    }, [record, title, texts]),
  );
  const errors = serverFieldErrors(saving.error, 'page');
  const blockError = Object.entries(errors).find(([field]) => field.startsWith(`blocks.${textLang}`))?.[1][0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNewer(null);
    setSaved(false);
    void saving.run();
  };
  const filled = (other: Lang) => (title[other] ?? '') !== '' || (texts[other] ?? '').trim() !== '';
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <form className="form event-editor" onSubmit={submit} noValidate>
      {saved && (
        <Notice tone="success">
          <p>{t('pages.saved')}</p>
        </Notice>
      )}
      {newer !== null && (
        <StaleNotice onTakeNewer={() => {
                load(newer);
                setNewer(null);
              }} label={t('pages.takeNewer')} />
      )}
      {Object.keys(errors).length > 0 && (
        <Notice tone="error">
          <p>{t('pages.invalid')}</p>
        </Notice>
      )}
      {Object.keys(errors).length === 0 && <ErrorNotice error={saving.error} />}
      <ChoiceGroup
        name="page-language"
        legend={t('pages.textLanguage')}
        hint={t('pages.textLanguageHint')}
        inline
        options={LANGUAGES.map((other) => ({ value: other, label: filled(other) ? `${LANGUAGE_NAMES[other]} ✓` : LANGUAGE_NAMES[other] }))}
        value={textLang}
        onChange={setTextLang}
      />
      <ShopLink item="page" id={record.id} listed lang={textLang} />
      <div lang={textLang} className="form">
        <TextField id="page-title" label={t('pages.pageTitle')} required error={errors.title?.[0]} value={title[textLang] ?? ''} onChange={(event) => setTitle(withText(title, textLang, event.target.value))} />
        <TextAreaField
          id="page-text"
          label={t('pages.text')}
          hint={t('pages.textHint')}
          error={blockError}
          className="page-text"
          value={texts[textLang] ?? ''}
          onChange={(event) => setTexts({ ...texts, [textLang]: event.target.value })}
        />
      </div>
      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {t('pages.save')}
        </Button>
        <Link to="/pages">{t('pages.backToList')}</Link>
        <span className="field-hint">{t('pages.updatedAt', { date: day.format(new Date(`${record.updatedAt}T00:00:00Z`)) })}</span>
      </div>
    </form>
  );
};

/** One of the shop's own pages: its title and text in each language, saved against the version read. */
export const PageEdit = () => {
  const { t, lang } = useI18n();
  const { id = '' } = useParams();
  const load = useCallback(() => officeApi.page(id as StaticPageId), [id]);
  const [page] = useLoad(load);
  return (
    <Page title={page.state === 'done' ? textIn(page.value.record.page.title, lang) : t('pages.editTitle')}>
      {page.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {page.state === 'failed' && <ErrorNotice error={page.error} />}
      {page.state === 'done' && <PageForm key={page.value.record.id} loaded={page.value.record} />}
    </Page>
  );
};
