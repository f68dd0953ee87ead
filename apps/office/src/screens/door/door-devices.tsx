import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { DoorDevice, DoorDevicePairingResponse } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useCall } from '../../lib/use-call';
import { useLoad } from '../../lib/use-load';
import { DoorDeviceCard } from './door-device-card';
import { PairingPanel } from './pairing-panel';
import './door.css';

/**
 * The owner's door devices (docs/office.md "The door"): one per phone, named for its door, paired
 * with a one-time code or its QR code, locked with a PIN, revoked when lost.
 */
export const DoorDevices = () => {
  const { t } = useI18n();
  const [loaded] = useLoad(officeApi.doorDevices);
  const [changed, setChanged] = useState<Record<number, DoorDevice>>({});
  const [added, setAdded] = useState<DoorDevice[]>([]);
  const [pairing, setPairing] = useState<DoorDevicePairingResponse['data'] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [name, setName] = useState('');
  const showPairing = useCallback((fresh: DoorDevicePairingResponse['data']) => {
    setPairing(fresh);
    setMessage(null);
    setChanged((devices) => ({ ...devices, [fresh.device.id]: fresh.device }));
  }, []);
  const adding = useCall(
    useCallback(async () => {
      const fresh = await officeApi.addDoorDevice(name);
      setAdded((devices) => [...devices, fresh.device]);
      setName('');
      showPairing(fresh);
    }, [name, showPairing]),
  );
  const onChanged = useCallback((device: DoorDevice, text: string) => {
    setChanged((devices) => ({ ...devices, [device.id]: device }));
    setMessage(text);
    setPairing(null);
  }, []);
  const devices = loaded.state === 'done' ? [...loaded.value.devices, ...added].map((device) => changed[device.id] ?? device) : [];
  return (
    <Page title={t('doorDevices.title')} lead={t('doorDevices.lead')}>
      {message !== null && (
        <Notice tone="success">
          <p>{message}</p>
        </Notice>
      )}
      {pairing !== null && <PairingPanel pairing={pairing} />}
      <form
        className="door-device-add"
        onSubmit={(event) => {
          event.preventDefault();
          void adding.run();
        }}
      >
        <TextField id="door-device-name" label={t('doorDevices.name')} hint={t('doorDevices.nameHint')} value={name} onChange={(event) => setName(event.target.value)} maxLength={80} required />
        <ErrorNotice error={adding.error} />
        <Button type="submit" busy={adding.busy}>
          {t('doorDevices.add')}
        </Button>
      </form>
      {loaded.state === 'loading' && <p role="status">{t('common.loading')}</p>}
      {loaded.state === 'failed' && <ErrorNotice error={loaded.error} />}
      {loaded.state === 'done' && devices.length === 0 && <p>{t('doorDevices.empty')}</p>}
      {devices.length > 0 && (
        <ul className="door-device-list">
          {devices.map((device) => (
            <DoorDeviceCard key={device.id} device={device} onChanged={onChanged} onPairing={showPairing} />
          ))}
        </ul>
      )}
    </Page>
  );
};
