import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';

/** Client errors (4xx) are answers, not hiccups: retrying them would only delay the message. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});
