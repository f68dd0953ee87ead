import type { CarrierName } from '@foyer/contract';
import { CARRIERS } from '@foyer/domain';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { OfficePackingList } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { carrierName, labelLines } from './carriers';
import './fulfilment.css';

/** How the parcel went: a carrier and its tracking number, or a link for any other carrier; sent once. */
const ShipForm = ({ orderId, onShipped }: { orderId: number; onShipped: (list: OfficePackingList) => void }) => {
  const { t } = useI18n();
  const [carrier, setCarrier] = useState<CarrierName | ''>('swiss-post');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [linkMissing, setLinkMissing] = useState(false);
  const shipping = useCall(
    useCallback(
      async (body: Parameters<typeof officeApi.markShipped>[1]) => onShipped((await officeApi.markShipped(orderId, body)).packingList),
      [orderId, onShipped],
    ),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = carrier === 'other' && !/^https:\/\/\S+$/.test(trackingUrl.trim());
    setLinkMissing(missing);
    if (missing) return;
    void shipping.run({ carrier: carrier === '' ? null : carrier, trackingNumber: trackingNumber.trim(), trackingUrl: carrier === 'other' ? trackingUrl.trim() : null });
  };
  return (
    <form className="fulfil-form no-print" onSubmit={submit} noValidate aria-labelledby="fulfil-ship">
      <h2 id="fulfil-ship">{t('fulfil.markShipped')}</h2>
      <ErrorNotice error={shipping.error} />
      <SelectField
        id="ship-carrier"
        label={t('fulfil.carrier')}
        options={[{ value: '', label: t('fulfil.noCarrier') }, ...CARRIERS.map((value) => ({ value, label: carrierName(value, t) }))]}
        value={carrier}
        onChange={(event) => setCarrier(event.target.value as CarrierName | '')}
      />
      <TextField id="ship-number" label={t('fulfil.trackingNumber')} hint={t('fulfil.trackingNumberHint')} autoComplete="off" maxLength={60} value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} />
      {carrier === 'other' && (
        <TextField
          id="ship-link"
          type="url"
          label={t('fulfil.trackingLink')}
          hint={t('fulfil.trackingLinkHint')}
          autoComplete="off"
          error={linkMissing ? t('fulfil.trackingLinkInvalid') : undefined}
          value={trackingUrl}
          onChange={(event) => setTrackingUrl(event.target.value)}
        />
      )}
      <p>
        <Button type="submit" busy={shipping.busy}>
          {t('fulfil.markShippedButton')}
        </Button>
      </p>
    </form>
  );
};

const PackingView = ({ list, onShipped }: { list: OfficePackingList; onShipped: (list: OfficePackingList) => void }) => {
  const { t, lang } = useI18n();
  const countries = useMemo(() => new Intl.DisplayNames([lang], { type: 'region' }), [lang]);
  const date = useMuseumTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const { shipment } = list;
  return (
    <>
      <div className="fulfil-actions no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('fulfil.printPacking')}
        </Button>
        <Link to={`/orders/${list.orderId}`}>{t('fulfil.openOrder')}</Link>
      </div>
      {shipment !== null && (
        <Notice tone="success">
          <p>{t('fulfil.shippedOn', { date: date.format(new Date(shipment.shippedAt)), name: shipment.staffName ?? t('audit.system') })}</p>
          {shipment.carrier !== null && <p>{`${carrierName(shipment.carrier, t)}${shipment.trackingNumber === null ? '' : ` · ${shipment.trackingNumber}`}`}</p>}
          {shipment.trackingUrl !== null && (
            <p>
              <a href={shipment.trackingUrl} target="_blank" rel="noreferrer">
                {t('fulfil.trackParcel')}
              </a>
            </p>
          )}
        </Notice>
      )}
      <section className="fulfil-section" aria-labelledby="fulfil-to">
        <h2 id="fulfil-to">{t('fulfil.shipTo')}</h2>
        {list.shipTo !== null ? <address className="fulfil-address">{labelLines(list.shipTo, (code) => countries.of(code) ?? code)}</address> : <p>{t('fulfil.cardsOnly')}</p>}
        <ul className="fulfil-contact">
          <li>{list.customer.name}</li>
          <li>{list.customer.email}</li>
          {list.customer.phone !== null && <li>{list.customer.phone}</li>}
        </ul>
      </section>
      {list.goods.length > 0 && (
        <section className="fulfil-section" aria-labelledby="fulfil-goods">
          <h2 id="fulfil-goods">{t('fulfil.goods')}</h2>
          <table className="fulfil-table">
            <thead>
              <tr>
                <th scope="col">{t('fulfil.product')}</th>
                <th scope="col" className="fulfil-count">
                  {t('fulfil.units')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.goods.map((line, index) => (
                <tr key={index}>
                  <td>{line.name}</td>
                  <td className="fulfil-count">{line.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {list.passCards.length > 0 && (
        <section className="fulfil-section" aria-labelledby="fulfil-cards">
          <h2 id="fulfil-cards">{t('fulfil.passCards')}</h2>
          <ul>
            {list.passCards.map((card) => (
              <li key={card.barcode}>{t('fulfil.passCard', { pass: card.passName, holder: card.holder, address: card.address })}</li>
            ))}
          </ul>
        </section>
      )}
      {shipment === null && <ShipForm orderId={list.orderId} onShipped={onShipped} />}
    </>
  );
};

/** An order's packing list, printable, and where it is marked shipped (the customer is mailed the tracking link). */
export const PackingList = () => {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const [loaded] = useLoad(useCallback(() => officeApi.packingList(id), [id]));
  const [shipped, setShipped] = useState<OfficePackingList | null>(null);
  const onShipped = useCallback((list: OfficePackingList) => setShipped(list), []);
  const list = shipped ?? (loaded.state === 'done' ? loaded.value.packingList : null);
  return (
    <Page title={t('fulfil.packingTitle', { number: Number.isSafeInteger(id) ? id : '' })}>
      <p className="no-print">
        <Link to="/shipping">{t('fulfil.back')}</Link>
      </p>
      {shipped !== null && (
        <Notice tone="success">
          <p>{t('fulfil.shipped')}</p>
        </Notice>
      )}
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {list !== null && <PackingView list={list} onShipped={onShipped} />}
    </Page>
  );
};
