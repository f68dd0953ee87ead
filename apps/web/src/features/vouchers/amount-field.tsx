import '../../components/ui/form.css';

interface Props {
  id: string;
  label: string;
  /** The shop currency, shown in front of the amount. */
  currency: string;
  /** The span the amount may take, always shown. */
  hint: string;
  error?: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}

/**
 * A money amount typed as text: a decimal keypad on phones, the currency in front of it, and the
 * allowed span and any error announced with the field.
 */
export const AmountField = ({ id, label, currency, hint, error, value, onChange, onBlur }: Props) => {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      <div className="amount-input">
        <span className="amount-currency" aria-hidden="true">
          {currency}
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
};
