import { useState } from 'react';
import { TextField } from './text-field';

interface Props {
  id: string;
  label: string;
  hint?: string;
  /** The server's message for this field, if a save was refused. */
  error?: string;
  /** Shown while the text typed is no amount. */
  invalidText: string;
  cents: number;
  /** Turns the typed text into cents, undefined when it is none. */
  parse: (text: string) => number | undefined;
  format: (cents: number) => string;
  onChange: (cents: number) => void;
}

/**
 * An amount of money typed as text ("18.50" or "18,50"): the text stays as typed, and the amount
 * changes only when the text is one; otherwise the field says so.
 */
export const AmountField = ({ id, label, hint, error, invalidText, cents, parse, format, onChange }: Props) => {
  const [text, setText] = useState(() => format(cents));
  const typedIsAmount = parse(text) !== undefined;
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      error={typedIsAmount ? error : invalidText}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parse(event.target.value);
        if (parsed !== undefined) onChange(parsed);
      }}
      onBlur={() => {
        const parsed = parse(text);
        if (parsed !== undefined) setText(format(parsed));
      }}
    />
  );
};
