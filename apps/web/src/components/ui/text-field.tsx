import type { InputHTMLAttributes, Ref } from 'react';
import './form.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Shown after the label of a field that may stay empty. */
  optionalText?: string;
  hint?: string;
  error?: string;
  /** Shown in front of the input, as a unit the value is in (a currency). */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export const TextField = ({ id, label, optionalText, hint, error, prefix, ref, className, ...input }: Props) => {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field-invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {optionalText && <span className="field-optional"> ({optionalText})</span>}
      </label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {prefix === undefined ? (
        <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      ) : (
        <div className="field-prefixed">
          <span className="field-prefix" aria-hidden="true">
            {prefix}
          </span>
          <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        </div>
      )}
    </div>
  );
};
