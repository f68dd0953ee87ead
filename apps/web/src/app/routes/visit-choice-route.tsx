import { QueryClientProvider } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { VisitChoiceScreen } from '../../features/orders/visit-choice-screen';
import { queryClient } from '../../lib/query-client';

/** `/{lang}/visit-choice/{token}`: the link of a cancelled visit's mail, to choose another date or a refund. */
export const Component = () => {
  const { token = '' } = useParams();
  return (
    <QueryClientProvider client={queryClient}>
      <VisitChoiceScreen key={token} token={token} />
    </QueryClientProvider>
  );
};
