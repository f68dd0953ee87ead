import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { officeApi } from '../../lib/api/office-api';
import type { OfficeShippingRecord, OfficeShippingZone } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { Lang } from '../../lib/i18n/languages';
import { useLoad } from '../../lib/use-load';
import { SaveNotices } from '../record-editing/save-notices';
import { TextLanguage } from '../record-editing/text-language';
import { useRecordSave } from '../record-editing/use-record-save';
import { ShippingZoneFields } from './shipping-zone-fields';
import '../events/events.css';

const newZone = (): OfficeShippingZone => ({ name: {}, countries: [], bands: [{ maxWeight: 2000, price: 0 }] });

const Editing = ({ loaded }: { loaded: OfficeShippingRecord }) => {
  const { t, lang } = useI18n();
  const [record, setRecord] = useState(loaded);
  const [zones, setZones] = useState(loaded.zones);
  const [saved, setSaved] = useState(false);
  const [textLang, setTextLang] = useState<Lang>(lang);
  const [formKey, setFormKey] = useState(0);
  const save = useCallback(async (draft: OfficeShippingZone[]) => (await officeApi.updateShipping(draft, record.version)).record, [record]);
  const onSaved = useCallback((next: OfficeShippingRecord) => {
    setRecord(next);
    setSaved(true);
  }, []);
  const { saving, errors, errorAt, newer, dropNewer } = useRecordSave({ draft: zones, prefix: 'zones', save, onSaved });
  const names = useMemo(() => new Intl.DisplayNames([lang], { type: 'region' }), [lang]);
  const countries = [...new Set([...record.shopCountries, ...zones.flatMap((zone) => zone.countries)])];
  const takeNewer = () => {
    if (newer === null) return;
    setRecord(newer);
    setZones(newer.zones);
    dropNewer();
    setFormKey((key) => key + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void saving.run();
  };
  // The server names fields below `zones.`; the hook strips that prefix, the fields name it whole.
  const zoneErrorAt = (field: string) => errorAt(field.replace(/^zones\./, ''));
  return (
    <form key={formKey} className="form event-editor" onSubmit={submit} noValidate>
      {saved && (
        <Notice tone="success">
          <p>{t('events.saved')}</p>
        </Notice>
      )}
      <SaveNotices stale={newer !== null} onTakeNewer={takeNewer} fieldErrors={errors} error={saving.error} />
      <TextLanguage name="shipping-text-language" value={textLang} onChange={setTextLang} written={zones[0]?.name ?? {}} />
      {zones.map((zone, index) => (
        <ShippingZoneFields
          key={`${index}-${zones.length}`}
          index={index}
          zone={zone}
          countries={countries}
          countryName={(code) => names.of(code) ?? code}
          textLang={textLang}
          errorAt={zoneErrorAt}
          onChange={(next) => setZones(zones.map((other, i) => (i === index ? next : other)))}
          onRemove={() => setZones(zones.filter((_, i) => i !== index))}
        />
      ))}
      <p>
        <Button variant="secondary" small onClick={() => setZones([...zones, newZone()])}>
          {t('shipping.addZone')}
        </Button>
      </p>
      <div className="button-row editor-actions">
        <Button type="submit" busy={saving.busy}>
          {t('events.save')}
        </Button>
        <Link to="/payment-shipping">{t('shipping.backToSection')}</Link>
        <span className="field-hint">{t('events.version', { version: record.version })}</span>
      </div>
    </form>
  );
};

/** The shipping table: zones of countries, each with weight bands and their costs, saved whole. */
export const ShippingTable = () => {
  const { t } = useI18n();
  const [shipping] = useLoad(officeApi.shipping);
  return (
    <Page title={t('shipping.title')} lead={t('shipping.lead')}>
      {shipping.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {shipping.state === 'failed' && <ErrorNotice error={shipping.error} />}
      {shipping.state === 'done' && <Editing loaded={shipping.value.record} />}
    </Page>
  );
};
