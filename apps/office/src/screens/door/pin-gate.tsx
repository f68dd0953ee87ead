import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { PIN_IDLE_MS, pinMatches } from '../../lib/door/pin';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useDoor } from './door-context';

const ACTIVITY = ['pointerdown', 'keydown'] as const;

/**
 * The PIN lock of a phone whose device has a PIN: at start and after ten minutes without a touch or a
 * key. Checked on the phone against the PBKDF2 hash from its configuration, so it locks offline too.
 */
export const PinGate = ({ children }: { children: ReactNode }) => {
  const { t } = useI18n();
  const stored = useDoor().config.pin;
  const [locked, setLocked] = useState(stored !== null);
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (stored === null || locked) return;
    let timer = setTimeout(() => setLocked(true), PIN_IDLE_MS);
    const active = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setLocked(true), PIN_IDLE_MS);
    };
    for (const name of ACTIVITY) document.addEventListener(name, active);
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY) document.removeEventListener(name, active);
    };
  }, [stored, locked]);

  if (stored === null || !locked) return children;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const matches = await pinMatches(pin, stored);
    setBusy(false);
    setPin('');
    setWrong(!matches);
    if (matches) setLocked(false);
  };

  return (
    <main id="main" className="door-signed-out">
      <Page title={t('door.pin.title')} lead={t('door.pin.lead')} narrow>
        {wrong && <Notice tone="error">{t('door.pin.wrong')}</Notice>}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            id="door-pin"
            label={t('door.pin.label')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" busy={busy} disabled={pin.length < 4}>
            {t('door.pin.submit')}
          </Button>
        </form>
      </Page>
    </main>
  );
};
