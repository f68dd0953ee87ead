import { QueryClientProvider } from '@tanstack/react-query';
import { RegisterScreen } from '../../features/account/register-screen';
import { queryClient } from '../../lib/query-client';

/** The shop's field rules (customer/attr) come through the query cache, shared with the other customer forms. */
export const RegisterRoute = () => (
  <div className="container narrow">
    <QueryClientProvider client={queryClient}>
      <RegisterScreen />
    </QueryClientProvider>
  </div>
);
