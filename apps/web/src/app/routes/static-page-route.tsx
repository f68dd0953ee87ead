import { useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { StaticPageScreen } from '../../features/pages/static-page-screen';
import { NotFoundScreen } from '../../features/pages/not-found-screen';
import { isStaticPageId } from '@foyer/contract/constants';
import { queryClient } from '../../lib/query-client';

/** page/shipping and page/{id}; ids outside the static-page list are not found without asking the server. */
export const Component = () => {
  const { id = 'shipping' } = useParams();
  if (!isStaticPageId(id)) return <NotFoundScreen />;
  return (
    <QueryClientProvider client={queryClient}>
      <StaticPageScreen id={id} />
    </QueryClientProvider>
  );
};
