/**
 * react-i18next imports the CommonJS `use-sync-external-store/shim` for React < 18. React 19 has the
 * hook built in, so the build points that import here and ships no shim (vite.config.ts alias).
 */
export { useSyncExternalStore } from 'react';
