import { QueryClientProvider } from '@tanstack/react-query';
import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled } from '../../lib/config/sections';
import { queryClient } from '../../lib/query-client';
import { LazyNotFound } from './lazy-not-found';
import { PassListScreen } from '../../features/passes/pass-list-screen';

/** `/{lang}/passes`: the annual passes on sale; a shop without passes (has_memcard off) has no such page. */
export const Component = () => {
  const { config } = useShop();
  if (!isSectionEnabled(config, 'passes')) return <LazyNotFound />;
  return (
    <QueryClientProvider client={queryClient}>
      <PassListScreen />
    </QueryClientProvider>
  );
};
