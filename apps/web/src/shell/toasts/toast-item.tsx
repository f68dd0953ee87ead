import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useToastStore, type Toast } from '../../lib/messages/toast-store';
import { isSwipeDismiss, TOAST_ANIMATION_MS, TOAST_TICK_MS, TOAST_VISIBLE_MS } from './toast-timing';

/** Counts its 2 s in 20 ms steps, paused while hovered or dragged; swipe sideways to dismiss. */
export const ToastItem = ({ toast }: { toast: Toast }) => {
  const { t } = useTranslation('shell');
  const remove = useToastStore((s) => s.remove);
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const elapsed = useRef(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => remove(toast.id), TOAST_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [leaving, remove, toast.id]);

  useEffect(() => {
    if (paused || leaving) return undefined;
    const timer = setInterval(() => {
      elapsed.current += TOAST_TICK_MS;
      if (elapsed.current >= TOAST_VISIBLE_MS) setLeaving(true);
    }, TOAST_TICK_MS);
    return () => clearInterval(timer);
  }, [paused, leaving]);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    start.current = e.clientX;
    setPaused(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setDragX(e.clientX - start.current);
  };
  const onPointerUp = () => {
    if (isSwipeDismiss(dragX)) setLeaving(true);
    else setDragX(0);
    start.current = null;
    setPaused(false);
  };

  return (
    <li
      className={`toast ${toast.tone}${leaving ? ' is-leaving' : ''}`}
      style={{ transform: dragX ? `translateX(${dragX}px)` : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <p>{toast.text}</p>
      <button type="button" className="toast-close" onClick={() => setLeaving(true)} aria-label={t('toasts.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
};
