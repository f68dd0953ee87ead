import { useEffect } from 'react';

/**
 * Tells the screen around a part that what the page shows does not exist, once the part's own query
 * learns so: the screen then shows its not-found page in place of header and part.
 */
export const useReportMissing = (missing: boolean, onMissing: () => void): void => {
  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);
};
