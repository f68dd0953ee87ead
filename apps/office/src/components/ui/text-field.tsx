import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldError, FieldHint } from './field-parts';
import './ui.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced with it. */
export const TextField = ({ id, label, hint, error, ref, ...input }: Props) => (
  <div className={error ? 'field field-invalid' : 'field'}>
    <label htmlFor={id}>{label}</label>
    <FieldHint id={id} text={hint} />
    <FieldError id={id} text={error} />
    <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
  </div>
);
