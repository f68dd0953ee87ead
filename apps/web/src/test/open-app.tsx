import { render } from '@testing-library/react';
import { TranslationProvider } from '../lib/i18n/use-translation';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { routes } from '../app/router';
import { initI18n } from '../lib/i18n/i18n';

export type AppRouter = ReturnType<typeof createMemoryRouter>;

/** The whole app at `path` (its real routes, in English), once the route's lazy module has loaded; the caller disposes the router. */
export const openApp = async (path: string): Promise<AppRouter> => {
  const i18n = await initI18n('en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TranslationProvider translator={i18n}>
      <RouterProvider router={router} />
    </TranslationProvider>,
  );
  await vi.waitFor(() => expect(router.state).toMatchObject({ initialized: true, navigation: { state: 'idle' } }), { timeout: 5000 });
  return router;
};
