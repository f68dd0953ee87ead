import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { TextField } from '../../components/ui/text-field';
import { useI18n } from '../../lib/i18n/i18n-context';

interface Props {
  id: string;
  onCode: (code: string) => Promise<unknown>;
  busy: boolean;
  error: unknown;
  submitLabel: string;
}

/** Six digits from an authenticator app; spaces people type from the app's grouping are ignored. */
export const CodeForm = ({ id, onCode, busy, error, submitLabel }: Props) => {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void onCode(digits);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <ErrorNotice error={error} />
      <TextField
        id={id}
        label={t('code.label')}
        hint={t('code.hint')}
        error={invalid ? t('code.invalid') : undefined}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        required
      />
      <div className="button-row">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
