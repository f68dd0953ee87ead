import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { countryName } from '../../lib/i18n/country-name';
import { hasShippedLines } from '../../lib/shipping/shipping-rules';
import { useCartStore } from '../../lib/storage/cart-store';
import { isRegisteredCustomer, useSessionStore } from '../../lib/storage/session-store';
import { AccountBilling } from './account-billing';
import { AddressLines } from './address-lines';

/**
 * Who the order is billed to and, for goods sent elsewhere, where they go: a logged-in customer's from
 * the account (edited in place); a guest's full address as entered, with a way back to change them.
 */
export const BillingSummary = () => {
  const { t } = useTranslation('checkout');
  const { lang } = useShop();
  const customer = useSessionStore((s) => s.customer);
  const registered = useSessionStore(isRegisteredCustomer);
  const address = useSessionStore((s) => s.shippingAddress);
  const shipped = useCartStore((s) => hasShippedLines(s.lines));
  if (!customer) return null;
  if (registered) return <AccountBilling customer={customer} />;
  const delivery = shipped ? address : null;
  return (
    <section className="billing" aria-labelledby="billing-heading">
      <div className="billing-addresses">
        <div>
          <h2 id="billing-heading" className="step-heading">{t('payment.billing')}</h2>
          <AddressLines
            lines={[
              customer.company,
              `${customer.fname} ${customer.lname}`,
              customer.street,
              `${customer.zip ?? ''} ${customer.city ?? ''}`,
              customer.country ? countryName(customer.country, lang) : null,
              customer.email,
            ]}
          />
        </div>
        {delivery && (
          <div>
            <h3 className="step-heading">{t('payment.delivery')}</h3>
            <AddressLines lines={[delivery.name, delivery.street, `${delivery.zip} ${delivery.city}`, countryName(delivery.country, lang)]} />
          </div>
        )}
      </div>
      {customer.isGuest && (
        <Link to={`/${lang}/register-guest`}>
          {delivery ? t('payment.changeAddresses') : t('payment.changeBilling')}
        </Link>
      )}
    </section>
  );
};
