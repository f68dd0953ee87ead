import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { hasShippedLines } from '../../lib/shipping/shipping-rules';
import { useAccountDetails } from '../../lib/api/use-account-details';
import { useCartStore } from '../../lib/storage/cart-store';
import { AccountDetailsForm } from './account-details-form';
import { CustomerAttrGate } from './customer-attr-gate';
import '../../components/ui/form.css';
import './account.css';

/**
 * The payment step's billing details of a logged-in customer, edited in place (`customer/update`)
 * without leaving checkout; with goods in the basket, their delivery address too.
 */
export const AccountBillingEditor = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation('account');
  const account = useAccountDetails();
  const hasGoods = useCartStore((s) => hasShippedLines(s.lines));
  if (account.isError) return <Notice tone="error" text={t('settings.loadError')} action={{ label: t('settings.cancel'), onPress: onDone }} />;
  if (!account.data) return null;
  const details = account.data;
  return (
    <CustomerAttrGate>
      {(attr) => <AccountDetailsForm details={details} attr={attr} parts={{ details: true, delivery: hasGoods }} onSaved={onDone} onCancel={onDone} />}
    </CustomerAttrGate>
  );
};
