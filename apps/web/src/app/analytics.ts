import type { createRouter } from './router';
import { pageViewFor } from '../lib/analytics/page-views';
import { startTagManager } from '../lib/analytics/tag-manager';

type Router = ReturnType<typeof createRouter>;

/** SPEC §1: page views on named route changes, when the shop configures a tag manager. */
export const trackPageViews = async (router: Router, tagManagerId: string): Promise<void> => {
  const tracker = await startTagManager(tagManagerId);
  if (!tracker) return;
  let lastKey: string | null = null;
  const report = (state: Router['state']) => {
    const view = pageViewFor(state, lastKey);
    if (!view) return;
    lastKey = view.key;
    tracker.trackView(view.name, view.path);
  };
  report(router.state);
  router.subscribe(report);
};
