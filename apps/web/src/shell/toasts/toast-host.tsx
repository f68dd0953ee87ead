import { lazy, Suspense } from 'react';
import { useToastStore } from '../../lib/messages/toast-store';

const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

/** Downloads the toast UI only when the first toast appears. */
export const ToastHost = () => {
  const any = useToastStore((s) => s.toasts.length > 0);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
};
