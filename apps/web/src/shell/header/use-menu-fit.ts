import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { throttle } from '../../lib/dom/throttle';

/** SPEC §9: the fit is re-evaluated at most every 500 ms while the window is resized. */
export const MENU_FIT_THROTTLE_MS = 500;

/**
 * Whether the full menu fits beside the brand and actions. An invisible copy of the menu is
 * measured against the free slot, so the answer never depends on which layout is showing now.
 */
export const useMenuFit = (deps: readonly unknown[]) => {
  const slotRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(true);

  const evaluate = useCallback(() => {
    const slot = slotRef.current;
    const measure = measureRef.current;
    if (!slot || !measure) return;
    setFits(measure.scrollWidth <= slot.clientWidth);
  }, []);

  // Re-measure whenever the menu content changes (language, account area, config).
  useLayoutEffect(evaluate, [evaluate, ...deps]);

  useEffect(() => {
    const throttled = throttle(evaluate, MENU_FIT_THROTTLE_MS);
    window.addEventListener('resize', throttled.run);
    // Web fonts change text widths when they arrive, which may happen after the first measurement.
    document.fonts?.addEventListener('loadingdone', evaluate);
    return () => {
      document.fonts?.removeEventListener('loadingdone', evaluate);
      window.removeEventListener('resize', throttled.run);
      throttled.cancel();
    };
  }, [evaluate]);

  return { fits, slotRef, measureRef };
};
