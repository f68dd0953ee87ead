import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCartStore } from '../../lib/storage/cart-store';

/** Emptying the basket asks once more, inline, so a slip of the finger does not lose a careful choice. */
export const ClearBasket = () => {
  const { t } = useTranslation('checkout');
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (answered.current) askRef.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button ref={askRef} type="button" className="link-button basket-clear" onClick={() => setAsking(true)}>
        {t('basket.clear')}
      </button>
    );
  }
  return (
    <div className="basket-clear-confirm" role="group" aria-labelledby="clear-question">
      <p id="clear-question">{t('basket.clearQuestion')}</p>
      <button ref={confirmRef} type="button" className="button button-small" onClick={() => useCartStore.getState().clear()}>
        {t('basket.clearConfirm')}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => {
          answered.current = true;
          setAsking(false);
        }}
      >
        {t('basket.clearKeep')}
      </button>
    </div>
  );
};
