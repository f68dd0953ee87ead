import type { OfficeRefundShare } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { moneyText } from './order-texts';

/** What each tender gives back: a payment by its type's name, a voucher code by the code. */
export const ShareList = ({ shares, currency }: { shares: readonly OfficeRefundShare[]; currency: string }) => {
  const { t } = useI18n();
  return (
    <ul className="refund-shares">
      {shares.map((share) => (
        <li key={share.kind === 'provider' ? share.paymentId : share.code}>
          {share.kind === 'provider' ? t('refund.toPayment', { method: share.name ?? t('refund.payment'), amount: moneyText(share.amountCents, currency) }) : t('refund.toCode', { code: share.code, amount: moneyText(share.amountCents, currency) })}
        </li>
      ))}
    </ul>
  );
};
