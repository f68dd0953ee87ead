import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure): closes on Escape, returning focus to
 * the button, and on a click or focus move outside.
 */
export const useDisclosure = <T extends HTMLElement = HTMLDivElement>() => {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((o) => !o), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return {
    open,
    close,
    toggle,
    rootRef,
    buttonProps: { ref: buttonRef, type: 'button' as const, 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
    panelProps: { id: panelId, hidden: !open },
  };
};
