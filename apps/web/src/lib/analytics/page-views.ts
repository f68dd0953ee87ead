import type { Location } from 'react-router';
import { isRouteHandle } from '../routing/route-handle';

/** Routes that are only redirects or housekeeping, never reported as page views. */
export const IGNORED_ROUTES = ['logout', 'rootRedirect'] as const;

interface RouterSnapshot {
  navigation: { state: string };
  location: Location;
  matches: readonly { route: { handle?: unknown } }[];
}

export interface PageView {
  key: string;
  name: string;
  path: string;
}

/**
 * SPEC §1: one page view per committed, named route change. Aborted or cancelled navigations never
 * commit a new location, so they never produce one.
 */
export const pageViewFor = (state: RouterSnapshot, lastKey: string | null): PageView | null => {
  if (state.navigation.state !== 'idle' || state.location.key === lastKey) return null;
  const handle = [...state.matches].reverse().map((m) => m.route.handle).find(isRouteHandle);
  if (!handle || (IGNORED_ROUTES as readonly string[]).includes(handle.name)) return null;
  return { key: state.location.key, name: handle.name, path: state.location.pathname + state.location.search };
};
