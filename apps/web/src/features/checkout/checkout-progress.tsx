import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { stepStates, type CheckoutStep } from './progress-steps';
import './checkout.css';

/** SPEC §2 progress bar (cart, sign in, payment, complete), shown when the shop sets show_progress_bar. */
export const CheckoutProgress = ({ current }: { current: CheckoutStep }) => {
  const { t } = useTranslation('checkout');
  const { config } = useShop();
  if (!config.showProgressBar) return null;
  return (
    <nav className="progress" aria-label={t('progress.label')}>
      <ol role="list">
        {stepStates(current).map(({ step, number, state }) => (
          <li key={step} className={`progress-step progress-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="progress-dot" aria-hidden="true">
              {state === 'done' ? '✓' : number}
            </span>
            <span className="progress-label">
              {t(`progress.${step}`)}
              {state === 'done' && <span className="visually-hidden"> ({t('progress.done')})</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
};
