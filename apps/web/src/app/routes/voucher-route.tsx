import { useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled } from '../../lib/config/sections';
import { queryClient } from '../../lib/query-client';
import { LazyNotFound } from './lazy-not-found';
import { VoucherDetailScreen } from '../../features/vouchers/voucher-detail-screen';

/** Voucher ids are positive whole numbers; anything else is not found without asking the server. */
const VOUCHER_ID = /^[1-9]\d{0,8}$/;

/** `/{lang}/vouchers/{id}`: one gift voucher of the vouchers section. */
export const Component = () => {
  const { id } = useParams();
  const { config } = useShop();
  if (!isSectionEnabled(config, 'vouchers') || id === undefined || !VOUCHER_ID.test(id)) return <LazyNotFound />;
  return (
    <QueryClientProvider client={queryClient}>
      <VoucherDetailScreen key={id} voucherId={Number(id)} />
    </QueryClientProvider>
  );
};
