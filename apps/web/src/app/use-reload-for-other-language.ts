import { useEffect } from 'react';
import type { Lang } from '@foyer/contract';

/**
 * The app runs in one language per page load (SPEC §2: switching reloads). Should history bring
 * another configured language into this document, load it afresh in that language.
 */
export const useReloadForOtherLanguage = (requested: string | undefined, active: Lang, configured: readonly Lang[]): void => {
  const other = requested !== active && (configured as readonly string[]).includes(requested ?? '');
  useEffect(() => {
    if (other) window.location.reload();
  }, [other]);
};
