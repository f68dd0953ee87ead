import type { DoorDevicePairingResponse } from '../../lib/api/types';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useMuseumTimeFormat } from '../../lib/i18n/museum-time';

/** A fresh pairing: the code to type and the QR code the scanner's camera reads, shown this once. */
export const PairingPanel = ({ pairing }: { pairing: DoorDevicePairingResponse['data'] }) => {
  const { t } = useI18n();
  const time = useMuseumTimeFormat({ timeStyle: 'short' });
  return (
    <section className="door-pairing" aria-labelledby="door-pairing-title">
      <h2 id="door-pairing-title">{t('doorDevices.pairingTitle', { name: pairing.device.name })}</h2>
      <p>{t('doorDevices.pairingLead', { time: time.format(new Date(pairing.pairing.expiresAt)) })}</p>
      {/* An image, not inline markup: the office's CSP allows no inline styles the server's SVG might carry. */}
      <img className="door-pairing-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pairing.qrSvg)}`} alt={t('doorDevices.qrAlt')} width={200} height={200} />
      <p>
        {t('doorDevices.codeLabel')}{' '}
        <code className="door-pairing-code" data-testid="door-pairing-code">
          {pairing.pairing.code}
        </code>
      </p>
    </section>
  );
};
