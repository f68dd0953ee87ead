import './ui.css';

interface Props<T extends string> {
  /** The radios' shared name, and the prefix of their ids. */
  name: string;
  legend: string;
  hint?: string;
  /** A disabled option is shown but cannot be chosen (a time without room). */
  options: readonly { value: T; label: string; disabled?: boolean }[];
  value: T;
  onChange: (value: T) => void;
  /** Side by side as one row of buttons, for short labels such as languages. */
  inline?: boolean;
}

/** One choice of a few, as native radios in a fieldset: arrow keys move between them, the legend names them. */
export const ChoiceGroup = <T extends string>({ name, legend, hint, options, value, onChange, inline = false }: Props<T>) => (
  <fieldset className={inline ? 'choices choices-inline' : 'choices'} aria-describedby={hint ? `${name}-hint` : undefined}>
    <legend>{legend}</legend>
    {hint && (
      <p id={`${name}-hint`} className="field-hint">
        {hint}
      </p>
    )}
    <div className="choice-options">
      {options.map((option) => (
        <label key={option.value} className="choice" htmlFor={`${name}-${option.value}`}>
          <input id={`${name}-${option.value}`} type="radio" name={name} value={option.value} checked={option.value === value} disabled={option.disabled} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  </fieldset>
);
