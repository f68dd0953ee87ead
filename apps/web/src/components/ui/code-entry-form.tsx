import { useId, type ReactNode } from 'react';
import { TextField } from './text-field';

interface Props {
  label: string;
  /** The button's words: "Apply", "Check balance". */
  action: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Called on submit; trimming and checking the code are the caller's. */
  onSubmit: () => void;
  error?: string;
  busy: boolean;
  className?: string;
  'aria-label'?: string;
  /** What follows the button inside the form (a status line). */
  children?: ReactNode;
}

/**
 * A printed code typed in and sent with one button (voucher codes in the basket, the balance check):
 * no autofill, no spelling help, capitals on phones, and the button busy while the code is checked.
 */
export const CodeEntryForm = ({ label, action, code, onCodeChange, onSubmit, error, busy, className, 'aria-label': ariaLabel, children }: Props) => {
  const id = useId();
  return (
    <form
      className={className}
      noValidate
      aria-label={ariaLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        id={`${id}-code`}
        label={label}
        value={code}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => onCodeChange(event.target.value)}
      />
      <button type="submit" className="button button-secondary" disabled={busy} aria-busy={busy}>
        {action}
      </button>
      {children}
    </form>
  );
};
