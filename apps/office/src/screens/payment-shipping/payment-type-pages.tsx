import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { OfficePaymentType, OfficePaymentTypeRecord } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useLoad } from '../../lib/use-load';
import { textIn } from '../events/localized';
import { newPaymentType, PaymentTypeForm } from './payment-type-form';

const Editing = ({ loaded, created }: { loaded: OfficePaymentTypeRecord; created: boolean }) => {
  const { t } = useI18n();
  const [record, setRecord] = useState(loaded);
  const [saved, setSaved] = useState(false);
  const save = useCallback(async (draft: OfficePaymentType) => (await officeApi.updatePaymentType(record.payartId, draft, record.version)).record, [record]);
  const onSaved = useCallback((next: OfficePaymentTypeRecord) => {
    setRecord(next);
    setSaved(true);
  }, []);
  return (
    <>
      {(saved || created) && (
        <Notice tone="success">
          <p>{t(saved ? 'events.saved' : 'paymentTypes.created')}</p>
        </Notice>
      )}
      <p>{t('paymentTypes.payartIs', { payartId: record.payartId })}</p>
      <PaymentTypeForm record={record} initial={record.paymentType} save={save} onSaved={onSaved} submitLabel={t('events.save')} />
    </>
  );
};

/** A payment type opened from the list (or just added). */
export const PaymentTypeEdit = () => {
  const { t, lang } = useI18n();
  const { payartId = '' } = useParams();
  const [params] = useSearchParams();
  const load = useCallback(() => officeApi.paymentType(Number(payartId)), [payartId]);
  const [type] = useLoad(load);
  return (
    <Page title={type.state === 'done' ? textIn(type.value.record.paymentType.name, lang) : t('paymentTypes.editTitle')}>
      {type.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {type.state === 'failed' && <ErrorNotice error={type.error} />}
      {type.state === 'done' && <Editing key={type.value.record.payartId} loaded={type.value.record} created={params.has('created')} />}
    </Page>
  );
};

/** A payment type of the provider's that the shop did not offer yet, named by the provider's number. */
export const PaymentTypeNew = () => {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [initial] = useState(newPaymentType);
  const [payartId, setPayartId] = useState('');
  const save = useCallback(async (draft: OfficePaymentType) => (await officeApi.createPaymentType(Number(payartId), draft)).record, [payartId]);
  const onSaved = useCallback((record: OfficePaymentTypeRecord) => void navigate(`/payment-shipping/payment-types/${record.payartId}?created`), [navigate]);
  return (
    <Page title={t('paymentTypes.newTitle')}>
      <PaymentTypeForm
        initial={initial}
        save={save}
        onSaved={onSaved}
        submitLabel={t('paymentTypes.create')}
        payartField={<TextField id="payment-type-payart" label={t('paymentTypes.payartId')} hint={t('paymentTypes.payartHint')} required inputMode="numeric" value={payartId} onChange={(event) => setPayartId(event.target.value.trim())} />}
      />
    </Page>
  );
};
