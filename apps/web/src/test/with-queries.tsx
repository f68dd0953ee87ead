import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Wraps a screen whose route would provide the query cache: a fresh cache per test, no retries, so
 * answers from the API stand-in (and failures) show at once.
 */
export const withQueries = (ui: ReactElement): ReactElement => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
);
