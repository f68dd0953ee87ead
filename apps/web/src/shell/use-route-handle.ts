import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../lib/routing/route-handle';

/** The handle of the deepest matched route that has one. */
export const useRouteHandle = (): { handle: RouteHandle | null; params: Record<string, string | undefined> } => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (match && isRouteHandle(match.handle)) return { handle: match.handle, params: match.params };
  }
  return { handle: null, params: {} };
};
