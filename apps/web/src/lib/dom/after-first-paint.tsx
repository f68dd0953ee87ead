import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Set once the app's first screen has been painted; every later screen renders in one go. */
let painted = false;

const usePaintedOnce = (): boolean => {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before a paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        // In slices, so the booking steps do not block input in one long task while they render.
        startTransition(() => setDone(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
  return done;
};

/**
 * The first screen in two steps: `first` (a placeholder) stands in for `children` (a page's booking
 * steps, with their queries and date formats) until the page around it has been painted. On a phone
 * the page's heading and picture then show a good part of a second sooner, and no single task blocks
 * input for long. Without `first`, and on every screen after the first, `children` render at once.
 */
export const AfterFirstPaint = ({ first, children }: { first: ReactNode; children: ReactNode }) => {
  const done = usePaintedOnce();
  return <>{done || first === null ? children : first}</>;
};
