import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { throttle } from '../../lib/dom/throttle';

/** SPEC §9: the fit is re-evaluated at most every 500 ms while the window is resized. */
export const MENU_FIT_THROTTLE_MS = 500;

/** Above 992 px the menu has a row of its own (header.css); below, beside the brand and actions, it rarely fits. */
const likelyFits = (): boolean => document.documentElement.classList.contains('width-gt-992');

/**
 * Whether the full menu fits beside the brand and actions. An invisible copy of the menu is
 * measured against the free slot, so the answer never depends on which layout is showing now.
 */
export const useMenuFit = (deps: readonly unknown[]) => {
  const slotRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  // The measurement confirms this guess nearly always; a different answer would render the page twice
  // before its first paint (and start every fetch of the page before that paint).
  const [fits, setFits] = useState(likelyFits);

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
