import type { SelectHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint } from './field-parts';
import './ui.css';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
}

export const SelectField = ({ id, label, options, hint, error, ...select }: Props) => (
  <div className={error ? 'field field-invalid' : 'field'}>
    <label htmlFor={id}>{label}</label>
    <FieldHint id={id} text={hint} />
    <FieldError id={id} text={error} />
    <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </div>
);
