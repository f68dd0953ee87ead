import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Page } from '../../components/ui/page';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api/client';
import { DoorUnreachable, type DoorApi } from '../../lib/door/door-api';
import type { DoorStore } from '../../lib/door/door-store';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LanguageSwitch } from '../../shell/language-switch';

interface Props {
  api: DoorApi;
  store: DoorStore;
  /** The server refused this phone's token: it was revoked or paired anew elsewhere. */
  revoked: boolean;
  onPaired: () => void;
}

/** The pairing code as the office shows it (ABCDE-FGHJK), from the address's fragment when its QR code was scanned. */
const codeFromHash = (hash: string): string => decodeURIComponent(hash.replace(/^#/, '')).trim().toUpperCase();

/** Pairs this phone with a door the office registered, with the one-time code the office shows. */
export const PairScreen = ({ api, store, revoked, onPaired }: Props) => {
  const { t, error: errorText } = useI18n();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [code, setCode] = useState(() => codeFromHash(hash));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const paired = await api.pair(code.trim().toUpperCase());
      const config = await api.config(paired.token);
      await store.put('pairing', paired);
      await store.put('config', config);
      // The code is spent; it should not stay in the address or the history.
      await navigate('/door/', { replace: true });
      onPaired();
    } catch (error) {
      if (error instanceof DoorUnreachable) setFailure(t('door.pair.offline'));
      else if (error instanceof ApiError) setFailure(errorText(error.code, error.params) ?? t('door.pair.refused'));
      else setFailure(t('door.pair.refused'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="door-signed-out">
      <div className="door-signed-out-top">
        <LanguageSwitch />
      </div>
      <main id="main">
        <Page title={t('door.pair.title')} lead={t('door.pair.lead')} narrow>
          {revoked && <Notice tone="error">{t('door.pair.revoked')}</Notice>}
          {failure !== null && <Notice tone="error">{failure}</Notice>}
          <form onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              id="door-pair-code"
              label={t('door.pair.code')}
              hint={t('door.pair.codeHint')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={16}
              required
            />
            <Button type="submit" busy={busy} disabled={code.trim() === ''}>
              {t('door.pair.submit')}
            </Button>
          </form>
        </Page>
      </main>
    </div>
  );
};
