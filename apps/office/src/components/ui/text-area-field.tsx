import type { Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint } from './field-parts';
import './ui.css';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text of several lines whose hint and error are announced with it. */
export const TextAreaField = ({ id, label, hint, error, ref, rows = 5, ...textarea }: Props) => (
  <div className={error ? 'field field-invalid' : 'field'}>
    <label htmlFor={id}>{label}</label>
    <FieldHint id={id} text={hint} />
    <FieldError id={id} text={error} />
    <textarea ref={ref} id={id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...textarea} />
  </div>
);
