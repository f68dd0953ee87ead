import type { OrderCustomer, OrderReview } from '@foyer/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useShop } from '../../lib/config/shop-store';
import { countryName } from '../../lib/i18n/country-name';

const Lines = ({ lines }: { lines: (string | null)[] }) => (
  <address className="order-address">
    {lines
      .filter((line): line is string => line !== null && line.trim() !== '')
      .map((line, index) => (
        <span key={index}>{line}</span>
      ))}
  </address>
);

/** Who the order is billed to (SPEC §7 customer/fromOrder) and, for goods, where they go. */
export const OrderAddresses = ({ customer, delivery }: { customer: OrderCustomer | undefined; delivery: OrderReview['shipping_address'] }) => {
  const { t } = useTranslation('orders');
  const { lang } = useShop();
  if (customer === undefined && delivery === null) return null;
  const cityLine = (zip: string | null, city: string | null) => [zip, city].filter(Boolean).join(' ') || null;
  return (
    <div className="order-section order-addresses">
      {customer && (
        <section aria-labelledby="order-billing-heading">
          <h2 id="order-billing-heading">{t('review.billingHeading')}</h2>
          <Lines
            lines={[
              `${customer.fname} ${customer.lname}`,
              customer.company,
              customer.street,
              cityLine(customer.zip, customer.city),
              customer.country ? countryName(customer.country, lang) : null,
              customer.email,
            ]}
          />
        </section>
      )}
      {delivery && (
        <section aria-labelledby="order-delivery-heading">
          <h2 id="order-delivery-heading">{t('review.deliveryHeading')}</h2>
          <Lines lines={[delivery.name, delivery.street, cityLine(delivery.zip, delivery.city), countryName(delivery.country, lang)]} />
        </section>
      )}
    </div>
  );
};
