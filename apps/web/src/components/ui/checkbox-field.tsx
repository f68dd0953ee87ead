import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './form.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with a large hit area; the label may hold links (terms, privacy policy). */
export const CheckboxField = ({ id, label, error, ref, ...input }: Props) => {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'field field-check field-invalid' : 'field field-check'}>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      <div className="check">
        <input ref={ref} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
};
