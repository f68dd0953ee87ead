import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeGiftVoucher, OfficeGiftVoucherRecord, OfficeVoucherGroup } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { textIn } from '../events/localized';
import { newGiftVoucher, VoucherForm } from './voucher-form';

const Editing = ({ loaded, groups, created }: { loaded: OfficeGiftVoucherRecord; groups: OfficeVoucherGroup[]; created: boolean }) => {
  const { t } = useI18n();
  const [record, setRecord] = useState(loaded);
  const [saved, setSaved] = useState(false);
  const save = useCallback(async (draft: OfficeGiftVoucher) => (await officeApi.updateGiftVoucher(record.id, draft, record.version)).record, [record]);
  const onSaved = useCallback((next: OfficeGiftVoucherRecord) => {
    setRecord(next);
    setSaved(true);
  }, []);
  return (
    <>
      {(saved || created) && (
        <Notice tone="success">
          <p>{t(saved ? 'events.saved' : 'giftVouchers.created')}</p>
        </Notice>
      )}
      <VoucherForm record={record} initial={record.voucher} groups={groups} save={save} onSaved={onSaved} submitLabel={t('events.save')} />
    </>
  );
};

/** A gift voucher opened from the list (or just created), with the groups it may belong to. */
export const VoucherEdit = () => {
  const { t, lang } = useI18n();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const load = useCallback(() => Promise.all([officeApi.giftVoucher(Number(id)), officeApi.giftVouchers()]), [id]);
  const [loaded] = useLoad(load);
  return (
    <Page title={loaded.state === 'done' ? textIn(loaded.value[0].record.voucher.name, lang) : t('giftVouchers.editTitle')}>
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && <Editing key={loaded.value[0].record.id} loaded={loaded.value[0].record} groups={loaded.value[1].groups} created={params.has('created')} />}
    </Page>
  );
};

/** A new gift voucher; once created it opens as any other. */
export const VoucherNew = () => {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [initial] = useState(newGiftVoucher);
  const [lists] = useLoad(officeApi.giftVouchers);
  const save = useCallback(async (draft: OfficeGiftVoucher) => (await officeApi.createGiftVoucher(draft)).record, []);
  const onSaved = useCallback((record: OfficeGiftVoucherRecord) => void navigate(`/passes-vouchers/vouchers/${record.id}?created`), [navigate]);
  return (
    <Page title={t('giftVouchers.newTitle')}>
      {lists.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {lists.state === 'failed' && <ErrorNotice error={lists.error} />}
      {lists.state === 'done' && <VoucherForm initial={initial} groups={lists.value.groups} save={save} onSaved={onSaved} submitLabel={t('giftVouchers.create')} />}
    </Page>
  );
};
