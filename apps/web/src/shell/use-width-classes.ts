import { useLayoutEffect } from 'react';
import { applyWidthClasses } from '../lib/dom/width-classes';

/**
 * Keeps the width classes of SPEC §2 on <html> in step with the viewport. Set before the first paint:
 * from 992 px the header takes a second row, and a class arriving after paint pushed the page down.
 */
export const useWidthClasses = (): void => {
  useLayoutEffect(() => {
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
