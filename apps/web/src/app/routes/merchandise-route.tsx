import { useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled } from '../../lib/config/sections';
import { queryClient } from '../../lib/query-client';
import { LazyNotFound } from './lazy-not-found';
import { MerchandiseListScreen } from '../../features/merchandise/merchandise-list-screen';

/** Category slugs as the catalog writes them; anything else is not found without asking the server. */
const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `/{lang}/merchandise` (every product on sale) and `/{lang}/merchandise/{category}` (one category's). */
export const Component = () => {
  const { category } = useParams();
  const { config } = useShop();
  if (!isSectionEnabled(config, 'merchandise') || (category !== undefined && (category.length > 100 || !CATEGORY_SLUG.test(category)))) return <LazyNotFound />;
  return (
    <QueryClientProvider client={queryClient}>
      <MerchandiseListScreen category={category ?? null} />
    </QueryClientProvider>
  );
};
