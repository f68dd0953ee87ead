import { useLayoutEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's real height as `--header-offset`: it grows to two rows from 992 px and
 * when a long shop name wraps on a phone, so a fixed guess would let anchors, focused headings and
 * sticky panels slide under it.
 */
export const useHeaderOffset = (headerRef: RefObject<HTMLElement | null>): void => {
  useLayoutEffect(() => {
    const header = headerRef.current;
    const bar = header?.querySelector<HTMLElement>('.header-bar');
    if (!header || !bar) return undefined;
    const root = document.documentElement;
    // The bar, not the whole header: the phone's open menu belongs to the header but covers the page on purpose.
    const publish = () => root.style.setProperty('--header-offset', `${bar.offsetHeight + parseFloat(getComputedStyle(header).borderBottomWidth)}px`);
    publish();
    // Where sizes cannot be observed (old engines, test DOMs) the first measurement stands, as the fixed guess did.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--header-offset');
    };
  }, [headerRef]);
};
