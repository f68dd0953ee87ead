import { describedBy, FieldError, FieldHint } from './field-parts';
import './ui.css';

interface Props {
  id: string;
  label: string;
  /** The name of the colour picker beside the code field, for screen readers ("Accent colour: picker"). */
  pickerLabel: string;
  hint?: string;
  error?: string;
  /** `#rrggbb`, or what is being typed. */
  value: string;
  onChange: (value: string) => void;
}

const isColour = (value: string): boolean => /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * A colour as its code (`#1d4a57`, typed or pasted) with the browser's colour picker beside it: both
 * change the same value, and the swatch shows it.
 */
export const ColourField = ({ id, label, pickerLabel, hint, error, value, onChange }: Props) => (
  <div className={error ? 'field field-invalid' : 'field'}>
    <label htmlFor={id}>{label}</label>
    <FieldHint id={id} text={hint} />
    <FieldError id={id} text={error} />
    <div className="colour-inputs">
      <input
        id={id}
        className="colour-code"
        value={value}
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <input type="color" className="colour-picker" aria-label={pickerLabel} value={isColour(value) ? value.toLowerCase() : '#000000'} onChange={(event) => onChange(event.target.value)} />
    </div>
  </div>
);
