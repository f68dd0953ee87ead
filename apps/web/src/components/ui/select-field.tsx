import type { Ref, SelectHTMLAttributes } from 'react';
import './form.css';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  optionalText?: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** Text of an empty first choice; without it a value is always selected. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the platform's own picker is the most usable one on phones. */
export const SelectField = ({ id, label, optionalText, error, options, placeholder, ref, ...select }: Props) => {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optionalText && <span className="field-optional"> ({optionalText})</span>}
      </label>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={errorId} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
