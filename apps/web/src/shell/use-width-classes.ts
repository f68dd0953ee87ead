import { useEffect } from 'react';
import { applyWidthClasses } from '../lib/dom/width-classes';

/** Keeps the width classes of SPEC §2 on <html> in step with the viewport (main.tsx sets them before the first render). */
export const useWidthClasses = (): void => {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => applyWidthClasses(window.innerWidth));
    };
    applyWidthClasses(window.innerWidth);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      cancelAnimationFrame(frame);
    };
  }, []);
};
