import { useEffect, useState } from 'react';

/** SPEC §9: the header takes its scrolled look after 100 px. */
export const SCROLLED_THRESHOLD_PX = 100;

export const useScrolled = (): boolean => {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
};
