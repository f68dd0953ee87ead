import { lazy, Suspense } from 'react';
import { ensureNamespace } from '../../lib/i18n/i18n';

/**
 * The general not-found screen with its texts, fetched only when a route turns out to need it, so a
 * route that usually finds what it shows does not load them up front (fewer requests on a phone).
 */
const NotFound = lazy(async () => {
  const [module] = await Promise.all([import('../../features/pages/not-found-screen'), ensureNamespace('pages')]);
  return { default: module.NotFoundScreen };
});

export const LazyNotFound = () => (
  <Suspense fallback={null}>
    <NotFound />
  </Suspense>
);
