import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { TextField } from '../../components/ui/text-field';
import type { DoorDirection, DoorVerdict } from '../../lib/door/door-types';
import { signalVerdict } from '../../lib/door/feedback';
import { useI18n } from '../../lib/i18n/i18n-context';
import { errorText } from '../../lib/i18n/error-text';
import { CameraView } from './camera-view';
import { useDoor } from './door-context';
import { VerdictView } from './verdict-view';

/** A code the camera reads again this soon after its scan is the same visitor still holding it up, not a new scan. */
const SAME_CODE_MS = 5000;

/** The door's main screen: the camera reads codes, a code can be typed, and each scan's verdict fills the screen. */
export const ScanScreen = () => {
  const i18n = useI18n();
  const { t } = i18n;
  const engine = useDoor();
  const [direction, setDirection] = useState<DoorDirection>('in');
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState<DoorVerdict | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const lastRead = useRef<{ code: string; at: number } | null>(null);

  const scan = useCallback(
    async (scanned: string) => {
      if (scanned.trim() === '' || busy) return;
      setBusy(true);
      setFailure(null);
      try {
        const next = await engine.scan(scanned, direction);
        signalVerdict(next.outcome);
        setVerdict(next);
        setCode('');
      } catch (error) {
        setFailure(errorText(i18n, error));
      } finally {
        setBusy(false);
      }
    },
    [engine, direction, busy, i18n],
  );

  const read = (scanned: string) => {
    const now = Date.now();
    if (lastRead.current?.code === scanned && now - lastRead.current.at < SAME_CODE_MS) return;
    lastRead.current = { code: scanned, at: now };
    void scan(scanned);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void scan(code);
  };

  const next = () => {
    setVerdict(null);
    codeField.current?.focus();
  };

  return (
    <div className="door-scan">
      <h1 className="visually-hidden">{t('door.scan.title')}</h1>
      <fieldset className="door-direction">
        <legend>{t('door.scan.direction')}</legend>
        {(['in', 'out'] as const).map((value) => (
          <label key={value} className={direction === value ? 'door-direction-on' : undefined}>
            <input type="radio" name="door-direction" value={value} checked={direction === value} onChange={() => setDirection(value)} />
            {t(value === 'in' ? 'door.scan.in' : 'door.scan.out')}
          </label>
        ))}
      </fieldset>
      {verdict === null && <CameraView onCode={read} />}
      {failure !== null && <Notice tone="error">{failure}</Notice>}
      <form className="door-code-form" onSubmit={submit} noValidate>
        <TextField
          ref={codeField}
          id="door-code"
          label={t('door.scan.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <Button type="submit" busy={busy} disabled={code.trim() === ''}>
          {t('door.scan.check')}
        </Button>
      </form>
      {verdict !== null && <VerdictView verdict={verdict} direction={direction} onNext={next} />}
    </div>
  );
};
