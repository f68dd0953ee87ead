import { useTranslation } from '../../lib/i18n/use-translation';
import { useToastStore } from '../../lib/messages/toast-store';
import { ToastItem } from './toast-item';
import './toasts.css';

export const Toasts = () => {
  const { t } = useTranslation('shell');
  const toasts = useToastStore((s) => s.toasts);
  return (
    <section className="toasts" aria-label={t('toasts.region')}>
      <ol role="list" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
};
