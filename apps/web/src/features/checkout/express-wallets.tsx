import type { PaymentType } from '@foyer/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { staticUrl } from '../../lib/static-url';

interface Props {
  types: readonly PaymentType[];
  onPay: (type: PaymentType) => void;
  disabled: boolean;
  /** What goes before the buttons (the basket's note and terms); the separator's words after them. */
  children?: ReactNode;
  orText?: string;
}

/** SPEC §7 wallets (APPLEPAY, GOOGLEPAY) as one-tap express buttons above the other ways to pay. */
export const ExpressWallets = ({ types, onPay, disabled, children, orText }: Props) => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  if (types.length === 0) return null;
  return (
    <section className="express" aria-labelledby="express-heading">
      <h2 id="express-heading" className="step-heading">{t('payment.express')}</h2>
      {children}
      <div className="express-buttons">
        {types.map((type) => (
          <button key={type.payartId} type="button" className="button express-button" disabled={disabled} onClick={() => onPay(type)}>
            {type.image && <img src={staticUrl(type.image)} alt="" width="28" height="28" />}
            {t('payment.payWith', { name: type.i18n[lang] ?? Object.values(type.i18n)[0] })}
          </button>
        ))}
      </div>
      <p className="express-or">
        <span>{orText ?? t('payment.or')}</span>
      </p>
    </section>
  );
};
