import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldHint } from './field-parts';
import './ui.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  hint?: string;
}

export const CheckboxField = ({ id, label, hint, ...input }: Props) => (
  <div className="field check">
    <input id={id} type="checkbox" aria-describedby={describedBy(id, hint, undefined)} {...input} />
    <div>
      <label htmlFor={id}>{label}</label>
      <FieldHint id={id} text={hint} />
    </div>
  </div>
);
