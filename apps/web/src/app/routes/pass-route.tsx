import { useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled } from '../../lib/config/sections';
import { queryClient } from '../../lib/query-client';
import { LazyNotFound } from './lazy-not-found';
import { PassDetailScreen } from '../../features/passes/pass-detail-screen';

/** Pass ids are positive whole numbers; anything else is not found without asking the server. */
const PASS_ID = /^[1-9]\d{0,8}$/;

/** `/{lang}/passes/{id}`: one annual pass, its holders and the way into the basket. */
export const Component = () => {
  const { id } = useParams();
  const { config } = useShop();
  if (!isSectionEnabled(config, 'passes') || id === undefined || !PASS_ID.test(id)) return <LazyNotFound />;
  return (
    <QueryClientProvider client={queryClient}>
      <PassDetailScreen key={id} passId={Number(id)} />
    </QueryClientProvider>
  );
};
