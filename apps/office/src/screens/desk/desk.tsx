import { Page } from '../../components/ui/page';
import { useI18n } from '../../lib/i18n/i18n-context';
import { VoucherCodePanel } from './voucher-code-panel';
import { VoucherSalePanel } from './voucher-sale-panel';
import './desk.css';

/** The box office's desk: a voucher code's balance, a debit at the till, and a gift voucher sold over the counter. */
export const Desk = () => {
  const { t } = useI18n();
  return (
    <Page title={t('desk.title')} lead={t('desk.lead')}>
      <div className="desk-panels">
        <VoucherCodePanel />
        <VoucherSalePanel />
      </div>
    </Page>
  );
};
