import type { OfficeOrderDetail } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';

type Contact = Pick<OfficeOrderDetail['customer'], 'fname' | 'lname' | 'company' | 'email' | 'phone' | 'street' | 'zip' | 'city' | 'country'>;

/** The lines of an address, each empty part left out. */
const addressLines = (contact: Contact): string[] =>
  [[contact.street], [contact.zip, contact.city], [contact.country]].map((parts) => parts.filter((part) => part !== null && part !== '').join(' ')).filter((part) => part !== '');

/**
 * A customer's name, company, e-mail, phone, address and delivery address, as terms of a facts list
 * (an order's page and a customer's page show them the same way); what was never given is left out.
 */
export const ContactFacts = ({ contact, delivery }: { contact: Contact; delivery: OfficeOrderDetail['shippingAddress'] }) => {
  const { t } = useI18n();
  const address = addressLines(contact);
  return (
    <>
      <dt>{t('orders.name')}</dt>
      <dd>{[contact.fname, contact.lname].join(' ').trim() || t('customers.noName')}</dd>
      {contact.company !== null && contact.company !== '' && (
        <>
          <dt>{t('orders.company')}</dt>
          <dd>{contact.company}</dd>
        </>
      )}
      <dt>{t('orders.email')}</dt>
      <dd>{contact.email === '' ? t('customers.noEmail') : <a href={`mailto:${contact.email}`}>{contact.email}</a>}</dd>
      {contact.phone !== null && contact.phone !== '' && (
        <>
          <dt>{t('orders.phone')}</dt>
          <dd>{contact.phone}</dd>
        </>
      )}
      {address.length > 0 && (
        <>
          <dt>{t('orders.address')}</dt>
          <dd>{address.join(', ')}</dd>
        </>
      )}
      {delivery !== null && (
        <>
          <dt>{t('orders.shippingAddress')}</dt>
          <dd>{[delivery.name, delivery.street, `${delivery.zip} ${delivery.city}`, delivery.country].join(', ')}</dd>
        </>
      )}
    </>
  );
};
