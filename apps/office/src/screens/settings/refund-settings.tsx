import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { AmountField } from '../../components/ui/amount-field';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeRefundSettings } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { amountText, centsOf } from '../events/event-draft';

const RefundSettingsForm = ({ loaded }: { loaded: OfficeRefundSettings }) => {
  const { t } = useI18n();
  const [cents, setCents] = useState(loaded.secondFactorAboveCents);
  const [saved, setSaved] = useState(false);
  const saving = useCall(
    useCallback(async (secondFactorAboveCents: number) => {
      await officeApi.updateRefundSettings({ secondFactorAboveCents });
      setSaved(true);
    }, []),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        void saving.run(cents);
      }}
    >
      <AmountField id="refund-second-factor" label={t('refundSettings.above')} hint={t('refundSettings.aboveHint')} invalidText={t('refund.amountInvalid')} cents={cents} parse={centsOf} format={amountText} onChange={setCents} />
      <ErrorNotice error={saving.error} />
      {saved && (
        <Notice tone="success">
          <p>{t('refundSettings.saved')}</p>
        </Notice>
      )}
      <Button type="submit" busy={saving.busy}>
        {t('refundSettings.save')}
      </Button>
    </form>
  );
};

/** The owner's rule for refunds: above this amount the member gives their second factor again. */
export const RefundSettings = () => {
  const { t } = useI18n();
  const [loaded] = useLoad(officeApi.refundSettings);
  return (
    <Page title={t('refundSettings.title')} lead={t('refundSettings.lead')}>
      <p>
        <Link to="/settings">{t('refundSettings.back')}</Link>
      </p>
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && <RefundSettingsForm loaded={loaded.value.settings} />}
    </Page>
  );
};
