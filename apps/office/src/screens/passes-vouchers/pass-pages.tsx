import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficePass, OfficePassRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { textIn } from '../events/localized';
import { newPass, PassForm } from './pass-form';

const Editing = ({ loaded, created }: { loaded: OfficePassRecord; created: boolean }) => {
  const { t } = useI18n();
  const [record, setRecord] = useState(loaded);
  const [saved, setSaved] = useState(false);
  const save = useCallback(async (draft: OfficePass) => (await officeApi.updatePass(record.id, draft, record.version)).record, [record]);
  const onSaved = useCallback((next: OfficePassRecord) => {
    setRecord(next);
    setSaved(true);
  }, []);
  return (
    <>
      {(saved || created) && (
        <Notice tone="success">
          <p>{t(saved ? 'events.saved' : 'passes.created')}</p>
        </Notice>
      )}
      <PassForm record={record} initial={record.pass} save={save} onSaved={onSaved} submitLabel={t('events.save')} />
    </>
  );
};

/** A pass opened from the list (or just created): the whole form, saved against the version read. */
export const PassEdit = () => {
  const { t, lang } = useI18n();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const load = useCallback(() => officeApi.pass(Number(id)), [id]);
  const [pass] = useLoad(load);
  return (
    <Page title={pass.state === 'done' ? textIn(pass.value.record.pass.name, lang) : t('passes.editTitle')}>
      {pass.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {pass.state === 'failed' && <ErrorNotice error={pass.error} />}
      {pass.state === 'done' && <Editing key={pass.value.record.id} loaded={pass.value.record} created={params.has('created')} />}
    </Page>
  );
};

/** A new annual pass; once created it opens as any other. */
export const PassNew = () => {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [initial] = useState(newPass);
  const save = useCallback(async (draft: OfficePass) => (await officeApi.createPass(draft)).record, []);
  const onSaved = useCallback((record: OfficePassRecord) => void navigate(`/passes-vouchers/passes/${record.id}?created`), [navigate]);
  return (
    <Page title={t('passes.newTitle')}>
      <PassForm initial={initial} save={save} onSaved={onSaved} submitLabel={t('passes.create')} />
    </Page>
  );
};
