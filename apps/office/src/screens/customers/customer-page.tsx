import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { customerExportUrl, officeApi } from '../../lib/api/office-api';
import type { OfficeCustomer, OfficeCustomerResponse } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useSignedIn } from '../../lib/session/session-context';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { ContactFacts } from '../orders/contact-facts';
import { moneyText, ORDER_STATUS_KEYS } from '../orders/order-texts';
import '../orders/orders.css';
import './customers.css';

type Loaded = OfficeCustomerResponse['data'];

const Details = ({ customer }: { customer: OfficeCustomer }) => {
  const { t } = useI18n();
  const format = useMuseumTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <dl className="order-facts">
      <ContactFacts contact={customer} delivery={customer.shipping} />
      <dt>{t('customers.account')}</dt>
      <dd>{t(customer.isGuest ? 'customers.guest' : 'customers.registered')}</dd>
      <dt>{t('customers.since')}</dt>
      <dd>
        <time dateTime={customer.createdAt}>{format.format(new Date(customer.createdAt))}</time>
      </dd>
      {customer.erasedAt !== null && (
        <>
          <dt>{t('customers.erasedLabel')}</dt>
          <dd>
            <time dateTime={customer.erasedAt}>{format.format(new Date(customer.erasedAt))}</time>
          </dd>
        </>
      )}
    </dl>
  );
};

/** The customer's orders, newest first; a booked one's confirmation can be sent again while the person has an address. */
const Orders = ({ data, mayAct }: { data: Loaded; mayAct: boolean }) => {
  const { t } = useI18n();
  const [resent, setResent] = useState<number | null>(null);
  const resending = useCall(
    useCallback(async (orderId: number) => {
      setResent(null);
      await officeApi.resendConfirmation(orderId);
      setResent(orderId);
    }, []),
  );
  const format = useMuseumTimeFormat({ dateStyle: 'short', timeStyle: 'short' });
  const canMail = mayAct && data.customer.erasedAt === null && data.customer.email !== '';
  return (
    <section className="order-section" aria-labelledby="customer-orders">
      <h2 id="customer-orders">{t('customers.orders')}</h2>
      {resent !== null && (
        <Notice tone="success">
          <p>{t('customers.resent', { number: resent })}</p>
        </Notice>
      )}
      <ErrorNotice error={resending.error} />
      {data.orders.length === 0 ? (
        <p>{t('orders.none')}</p>
      ) : (
        <ul className="order-list">
          {data.orders.map((order) => (
            <li key={order.id} className="order-row">
              <p>
                <Link to={`/orders/${order.id}`}>{t('orders.number', { number: order.id })}</Link>
                <br />
                <time dateTime={order.createdAt}>{format.format(new Date(order.createdAt))}</time>
              </p>
              <p>{t(ORDER_STATUS_KEYS[order.status])}</p>
              <p>{moneyText(order.totalCents, order.currency)}</p>
              {canMail && order.status === 'booked' && (
                <p>
                  <Button variant="secondary" small busy={resending.busy} onClick={() => void resending.run(order.id)} aria-label={t('customers.resendOrder', { number: order.id })}>
                    {t('customers.resend')}
                  </Button>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** Export and erasure on the person's request; erasing asks once more, since it cannot be undone. */
const PersonalData = ({ data, onErased }: { data: Loaded; onErased: (data: Loaded) => void }) => {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const erasing = useCall(
    useCallback(async () => {
      onErased(await officeApi.eraseCustomer(data.customer.id));
      setAsking(false);
    }, [data.customer.id, onErased]),
  );
  return (
    <section className="order-section" aria-labelledby="customer-data">
      <h2 id="customer-data">{t('customers.dataTitle')}</h2>
      <p>{t('customers.dataLead')}</p>
      <p>
        <a className="button button-secondary" href={customerExportUrl(data.customer.id)} download={`customer-${data.customer.id}.json`}>
          {t('customers.export')}
        </a>
      </p>
      {data.customer.erasedAt === null && !asking && (
        <p>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t('customers.erase')}
          </Button>
        </p>
      )}
      {data.customer.erasedAt === null && asking && (
        <div className="customer-erase" role="group" aria-labelledby="customer-erase-question">
          <p id="customer-erase-question">
            <strong>{t('customers.eraseQuestion')}</strong>
          </p>
          <p>{t('customers.eraseExplained')}</p>
          <CheckboxField id="customer-erase-understood" label={t('customers.eraseUnderstood')} checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          <ErrorNotice error={erasing.error} />
          <div className="button-row">
            <Button variant="danger" busy={erasing.busy} disabled={!understood} onClick={() => void erasing.run()}>
              {t('customers.eraseNow')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('customers.keep')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
};

/** A customer's page: who they are, their orders, and on their request their data exported or erased. */
export const CustomerPage = () => {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  const id = Number(useParams().id);
  const [loaded] = useLoad(useCallback(() => officeApi.customer(id), [id]));
  const [erased, setErased] = useState<Loaded | null>(null);
  const mayAct = staff.role === 'owner' || staff.role === 'box-office';
  const data = erased ?? (loaded.state === 'done' ? loaded.value : null);
  return (
    <Page title={t('customers.title', { number: Number.isSafeInteger(id) ? id : '' })}>
      <p>
        <Link to="/orders">{t('orders.back')}</Link>
      </p>
      {erased !== null && (
        <Notice tone="success">
          <p>{t('customers.erased')}</p>
        </Notice>
      )}
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {data !== null && (
        <>
          <Details customer={data.customer} />
          <Orders data={data} mayAct={mayAct} />
          {mayAct && <PersonalData data={data} onErased={setErased} />}
        </>
      )}
    </Page>
  );
};
