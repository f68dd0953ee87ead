import { QueryClientProvider } from '@tanstack/react-query';
import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled } from '../../lib/config/sections';
import { queryClient } from '../../lib/query-client';
import { LazyNotFound } from './lazy-not-found';
import { VoucherListScreen } from '../../features/vouchers/voucher-list-screen';

/** `/{lang}/vouchers`: the gift vouchers on sale and the balance check; a shop without vouchers has no such page. */
export const Component = () => {
  const { config } = useShop();
  if (!isSectionEnabled(config, 'vouchers')) return <LazyNotFound />;
  return (
    <QueryClientProvider client={queryClient}>
      <VoucherListScreen />
    </QueryClientProvider>
  );
};
