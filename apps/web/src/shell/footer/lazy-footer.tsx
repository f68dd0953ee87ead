import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** How far below the viewport the footer starts loading, so it is there before it scrolls into view. */
const PRELOAD_MARGIN = '600px';

/**
 * The footer sits below the first screen on most pages; its code loads once it comes near the
 * viewport, keeping it out of the first view's download. `visit`: whether it shows the museum's
 * address, opening hours and contact (not where the page shows them already).
 */
export const LazyFooter = ({ visit }: { visit: boolean }) => {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = slot.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={slot}>
      {near && (
        <Suspense fallback={null}>
          <Footer visit={visit} />
        </Suspense>
      )}
    </div>
  );
};
