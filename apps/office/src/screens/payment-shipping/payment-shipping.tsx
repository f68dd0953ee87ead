import { Link } from 'react-router';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useSignedIn } from '../../lib/session/session-context';
import { useLoad } from '../../lib/use-load';
import { textIn } from '../events/localized';
import '../passes-vouchers/passes-vouchers.css';

/** The owner's payment types: which the shop offers, and how each is paid. */
const PaymentTypeList = () => {
  const { t, lang } = useI18n();
  const [types] = useLoad(officeApi.paymentTypes);
  return (
    <section className="offer-section" aria-labelledby="payment-types-heading">
      <h2 id="payment-types-heading">{t('paymentTypes.title')}</h2>
      <p>
        <Link className="button" to="/payment-shipping/payment-types/new">
          {t('paymentTypes.new')}
        </Link>
      </p>
      {types.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {types.state === 'failed' && <ErrorNotice error={types.error} />}
      {types.state === 'done' && (
        <ul className="offer-list">
          {types.value.paymentTypes.map((type) => (
            <li key={type.payartId} className="offer-card">
              <Link to={`/payment-shipping/payment-types/${type.payartId}`} className="offer-name">
                {textIn(type.name, lang)}
              </Link>
              <span className={type.offered ? 'offer-status' : 'offer-status offer-unlisted'}>{t(type.offered ? 'paymentTypes.offered' : 'paymentTypes.notOffered')}</span>
              <span>{t(type.directDebit ? 'paymentTypes.kindDirectDebit' : type.payLater ? 'paymentTypes.kindPayLater' : 'paymentTypes.kindNow')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** The shipping table at a glance: each zone with its countries, and the way to its form. */
const ShippingSummary = () => {
  const { t, lang } = useI18n();
  const [shipping] = useLoad(officeApi.shipping);
  return (
    <section className="offer-section" aria-labelledby="shipping-heading">
      <h2 id="shipping-heading">{t('shipping.title')}</h2>
      <p>
        <Link className="button" to="/payment-shipping/shipping">
          {t('shipping.edit')}
        </Link>
      </p>
      {shipping.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {shipping.state === 'failed' && <ErrorNotice error={shipping.error} />}
      {shipping.state === 'done' &&
        (shipping.value.record.zones.length === 0 ? (
          <p>{t('shipping.empty')}</p>
        ) : (
          <ul className="offer-list">
            {shipping.value.record.zones.map((zone, index) => (
              <li key={index} className="offer-card">
                <span className="offer-name">{textIn(zone.name, lang)}</span>
                <span>{zone.countries.join(', ')}</span>
                <span>{t('shipping.bandCount', { count: zone.bands.length })}</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
};

/** How visitors pay and what goods cost to ship; payment types are the owner's. */
export const PaymentShipping = () => {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  return (
    <Page title={t('shipping.sectionTitle')} lead={t(staff.role === 'owner' ? 'shipping.sectionLeadOwner' : 'shipping.sectionLead')}>
      <ShippingSummary />
      {staff.role === 'owner' && <PaymentTypeList />}
    </Page>
  );
};
