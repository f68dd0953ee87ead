import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { pageTitle } from '../lib/i18n/labels';
import { useLabels } from '../lib/i18n/use-labels';
import { useScreenTitleStore } from '../lib/routing/screen-title';
import { useRouteHandle } from './use-route-handle';

/** SPEC §2: "<translated route title> – <site name>"; a screen may name its page more exactly (useScreenTitle). */
export const usePageTitle = (overrideKey?: string): void => {
  const { t } = useTranslation();
  const { site } = useLabels();
  const { handle, params } = useRouteHandle();
  const screenTitle = useScreenTitleStore((s) => s.title);
  const key = overrideKey ?? (typeof handle?.title === 'function' ? handle.title(params) : handle?.title);
  const title = overrideKey ? t(overrideKey) : (screenTitle ?? (key ? t(key) : null));
  useEffect(() => {
    document.title = pageTitle(title, site);
  }, [title, site]);
};
