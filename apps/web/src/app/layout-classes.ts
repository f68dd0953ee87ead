import type { AppConfig } from '../lib/config/app-config';

/** SPEC §2: header and footer may be hidden; with both hidden the shop runs in the embedded layout. */
export const layoutClasses = (config: Pick<AppConfig, 'showHeader' | 'showFooter'>, secondary: boolean): string =>
  [
    'layout',
    !config.showHeader && !config.showFooter ? 'layout-embedded' : null,
    secondary ? 'layout-secondary' : null,
  ]
    .filter(Boolean)
    .join(' ');
