import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { VisitorListResponse } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { mayUse } from '../../lib/roles';
import { useSignedIn } from '../../lib/session/session-context';
import { useLoad } from '../../lib/use-load';
import '../fulfilment/fulfilment.css';

const VisitorTable = ({ list }: { list: VisitorListResponse['data'] }) => {
  const { t } = useI18n();
  const { staff } = useSignedIn();
  const { slot, visitors } = list;
  return (
    <>
      <dl className="visitor-counts">
        <div>
          <dt>{t('visitors.sold')}</dt>
          <dd>{slot.sold}</dd>
        </div>
        <div>
          <dt>{t('visitors.held')}</dt>
          <dd>{slot.held}</dd>
        </div>
        <div>
          <dt>{t('visitors.free')}</dt>
          <dd>{slot.free}</dd>
        </div>
        <div>
          <dt>{t('visitors.checkedIn')}</dt>
          <dd>{slot.checkedIn}</dd>
        </div>
        <div>
          <dt>{t('visitors.capacityLabel')}</dt>
          <dd>{slot.capacity}</dd>
        </div>
      </dl>
      <div className="fulfil-actions no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('visitors.print')}
        </Button>
        <a href={`/office/api/visitors/slots/${slot.id}/csv`} download>
          {t('visitors.csv')}
        </a>
        <Link to={`/orders?slot=${slot.id}`}>{t('moves.backToOrders')}</Link>
        {mayUse(staff.role, '/slots') && visitors.length > 0 && <Link to={`/slots/${slot.id}/move`}>{t('moves.titleSlot')}</Link>}
        {mayUse(staff.role, '/slots') &&
          (slot.cancelled ? <Link to={`/slots/${slot.id}/cancellation`}>{t('cancelSlot.toChoices')}</Link> : staff.canRefund && <Link to={`/slots/${slot.id}/cancel`}>{t('cancelSlot.title')}</Link>)}
      </div>
      {visitors.length === 0 ? (
        <p>{t('visitors.none')}</p>
      ) : (
        <div className="visitor-table-wrap">
          <table className="fulfil-table">
            <caption className="visually-hidden">{t('visitors.listCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('visitors.name')}</th>
                <th scope="col" className="fulfil-count">
                  {t('visitors.places')}
                </th>
                <th scope="col" className="fulfil-count">
                  {t('visitors.checkedIn')}
                </th>
                <th scope="col">{t('visitors.tickets')}</th>
                <th scope="col">{t('visitors.details')}</th>
                <th scope="col">{t('visitors.contact')}</th>
                <th scope="col">{t('visitors.order')}</th>
              </tr>
            </thead>
            <tbody>
              {visitors.map((visitor) => (
                <tr key={visitor.orderId}>
                  <td>{visitor.state === 'held' ? t('visitors.nameNotPaid', { name: visitor.name }) : visitor.name}</td>
                  <td className="fulfil-count">{visitor.places}</td>
                  <td className="fulfil-count">{visitor.checkedIn}</td>
                  <td>{visitor.tickets.map((ticket) => `${ticket.count} × ${ticket.name}`).join(', ')}</td>
                  <td>
                    {visitor.facts.length > 0 && (
                      <dl className="visitor-facts">
                        {visitor.facts.map((fact, index) => (
                          <div key={index}>
                            <dt>{fact.label}</dt>
                            <dd>{fact.value}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </td>
                  <td>
                    <a href={`mailto:${visitor.email}`}>{visitor.email}</a>
                    {visitor.phone !== null && (
                      <>
                        <br />
                        {visitor.phone}
                      </>
                    )}
                  </td>
                  <td>
                    <Link to={`/orders/${visitor.orderId}`}>{visitor.orderId}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
};

/** Who comes at one time of an event or tour: printable, and as a CSV file for a spreadsheet. */
export const VisitorList = () => {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const [loaded] = useLoad(useCallback(() => officeApi.visitors(id), [id]));
  const when = useMuseumTimeFormat({ dateStyle: 'full', timeStyle: 'short' });
  const title = loaded.state === 'done' ? `${loaded.value.slot.name}, ${when.format(new Date(loaded.value.slot.startsAt))}` : t('visitors.title');
  return (
    <Page title={title}>
      <p className="no-print">
        <Link to="/visitors">{t('visitors.back')}</Link>
      </p>
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && <VisitorTable list={loaded.value} />}
    </Page>
  );
};
