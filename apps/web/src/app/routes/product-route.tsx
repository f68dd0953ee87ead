import { useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled } from '../../lib/config/sections';
import { queryClient } from '../../lib/query-client';
import { LazyNotFound } from './lazy-not-found';
import { ProductDetailScreen } from '../../features/merchandise/product-detail-screen';

/** Product ids are positive whole numbers; anything else is not found without asking the server. */
const PRODUCT_ID = /^[1-9]\d{0,8}$/;

/** `/{lang}/product/{id}`: one product of the merchandise section. */
export const Component = () => {
  const { id } = useParams();
  const { config } = useShop();
  if (!isSectionEnabled(config, 'merchandise') || id === undefined || !PRODUCT_ID.test(id)) return <LazyNotFound />;
  return (
    <QueryClientProvider client={queryClient}>
      <ProductDetailScreen key={id} productId={Number(id)} />
    </QueryClientProvider>
  );
};
