import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../lib/config/shop-store';
import { useSessionStore } from '../../lib/storage/session-store';

/** Who the order is billed to, with a way back to change a guest's details. */
export const BillingSummary = () => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const customer = useSessionStore((s) => s.customer);
  if (!customer) return null;
  return (
    <section className="billing" aria-labelledby="billing-heading">
      <h2 id="billing-heading" className="step-heading">{t('payment.billing')}</h2>
      <p>
        {customer.fname} {customer.lname}
        {customer.email && (
          <>
            <br />
            {customer.email}
          </>
        )}
      </p>
      {customer.isGuest && (
        <Link to={`/${lang}/register-guest`}>
          {t('payment.changeBilling')}
        </Link>
      )}
    </section>
  );
};
