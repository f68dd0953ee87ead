import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextField } from '../../components/ui/text-field';
import { officeApi } from '../../lib/api/office-api';
import type { DoorDevice, DoorDevicePairingResponse } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';
import { useCall } from '../../lib/use-call';

interface Props {
  device: DoorDevice;
  onChanged: (device: DoorDevice, message: string) => void;
  onPairing: (pairing: DoorDevicePairingResponse['data']) => void;
}

/** One door device: its state, a new pairing code, its PIN, and revoking it after a second question. */
export const DoorDeviceCard = ({ device, onChanged, onPairing }: Props) => {
  const { t } = useI18n();
  const when = useMuseumTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [pin, setPin] = useState('');
  const [asking, setAsking] = useState(false);
  const idBase = `door-device-${device.id}`;
  const repair = useCall(useCallback(async () => onPairing(await officeApi.repairDoorDevice(device.id)), [device.id, onPairing]));
  const savePin = useCall(
    useCallback(
      async (next: string | null) => {
        const { device: saved } = await officeApi.setDoorDevicePin(device.id, next);
        setPin('');
        onChanged(saved, t(next === null ? 'doorDevices.pinCleared' : 'doorDevices.pinSaved', { name: device.name }));
      },
      [device.id, device.name, onChanged, t],
    ),
  );
  const revoke = useCall(
    useCallback(async () => {
      const { device: revoked } = await officeApi.revokeDoorDevice(device.id);
      setAsking(false);
      onChanged(revoked, t('doorDevices.revoked', { name: device.name }));
    }, [device.id, device.name, onChanged, t]),
  );
  const status =
    device.revokedAt !== null
      ? t('doorDevices.statusRevoked', { time: when.format(new Date(device.revokedAt)) })
      : device.pairedAt !== null
        ? t('doorDevices.statusPaired', { time: when.format(new Date(device.pairedAt)) })
        : device.pairing !== null
          ? t('doorDevices.statusWaiting', { time: when.format(new Date(device.pairing.expiresAt)) })
          : t('doorDevices.statusNotPaired');
  return (
    <li className="door-device-card" aria-labelledby={`${idBase}-name`}>
      <h2 id={`${idBase}-name`}>{device.name}</h2>
      <dl className="door-device-facts">
        <dt>{t('doorDevices.status')}</dt>
        <dd>{status}</dd>
        <dt>{t('doorDevices.lastSeen')}</dt>
        <dd>{device.lastSeenAt === null ? t('doorDevices.never') : when.format(new Date(device.lastSeenAt))}</dd>
        <dt>{t('doorDevices.pin')}</dt>
        <dd>{t(device.pinSet ? 'doorDevices.pinSet' : 'doorDevices.pinNone')}</dd>
      </dl>
      <ErrorNotice error={repair.error ?? savePin.error ?? revoke.error} />
      <div className="button-row">
        <Button variant="secondary" small busy={repair.busy} onClick={() => void repair.run()}>
          {t('doorDevices.repair')}
        </Button>
        {device.revokedAt === null && !asking && (
          <Button variant="danger" small onClick={() => setAsking(true)}>
            {t('doorDevices.revoke')}
          </Button>
        )}
      </div>
      {asking && (
        <div className="door-device-revoke" role="group" aria-labelledby={`${idBase}-revoke`}>
          <p id={`${idBase}-revoke`}>
            <strong>{t('doorDevices.revokeQuestion', { name: device.name })}</strong>
          </p>
          <div className="button-row">
            <Button variant="danger" busy={revoke.busy} onClick={() => void revoke.run()}>
              {t('doorDevices.revokeNow')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('doorDevices.keep')}
            </Button>
          </div>
        </div>
      )}
      {device.revokedAt === null && (
        <form
          className="door-device-pin"
          onSubmit={(event) => {
            event.preventDefault();
            void savePin.run(pin);
          }}
        >
          <TextField id={`${idBase}-pin`} label={t('doorDevices.pinLabel')} hint={t('doorDevices.pinHint')} value={pin} onChange={(event) => setPin(event.target.value)} inputMode="numeric" autoComplete="off" pattern="\d{4,8}" maxLength={8} required />
          <div className="button-row">
            <Button type="submit" small busy={savePin.busy}>
              {t('doorDevices.setPin')}
            </Button>
            {device.pinSet && (
              <Button variant="secondary" small busy={savePin.busy} onClick={() => void savePin.run(null)}>
                {t('doorDevices.clearPin')}
              </Button>
            )}
          </div>
        </form>
      )}
    </li>
  );
};
