import type { CustomerAttr } from '@foyer/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Notice } from '../../components/ui/notice';
import { fetchCustomerAttr } from '../../lib/api/customer-attr-api';
import { useShop } from '../../lib/config/shop-store';

/** SPEC §5: a customer form needs the shop's field rules, salutations and countries first (`customer/attr`). */
export const CustomerAttrGate = ({ children }: { children: (attr: CustomerAttr) => ReactNode }) => {
  const { t } = useTranslation('account');
  const { lang } = useShop();
  const attr = useQuery({ queryKey: ['customerAttr', lang], queryFn: fetchCustomerAttr, staleTime: Infinity });
  if (attr.isError) {
    return <Notice tone="error" text={t('guest.loadError')} action={{ label: t('guest.retry'), onPress: () => void attr.refetch() }} />;
  }
  if (attr.isPending) {
    return (
      <p className="loading" role="status">
        {t('guest.loading')}
      </p>
    );
  }
  return children(attr.data);
};
