import { useEffect } from 'react';
import { setAnswerListener } from '../api/client';
import { officeApi } from '../api/office-api';
import { idleClock } from './idle-timer';

const ACTIVITY = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/** Ends the session in the browser when the server's idle timeout has passed, and keeps it alive while someone works. */
export const useIdleTimeout = (timeoutSeconds: number | null, onIdle: () => void): void => {
  useEffect(() => {
    if (timeoutSeconds === null) return;
    const clock = idleClock(timeoutSeconds, Date.now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, Math.max(0, clock.expiresAt() - Date.now()));
    };
    const answered = () => {
      clock.answered(Date.now());
      schedule();
    };
    // Asking for the session is what refreshes the server's clock; its answer reschedules through the listener.
    const active = () => {
      if (clock.active(Date.now())) void officeApi.session().catch(() => undefined);
    };
    setAnswerListener(answered);
    for (const type of ACTIVITY) window.addEventListener(type, active, { passive: true });
    schedule();
    return () => {
      clearTimeout(timer);
      setAnswerListener(null);
      for (const type of ACTIVITY) window.removeEventListener(type, active);
    };
  }, [timeoutSeconds, onIdle]);
};
