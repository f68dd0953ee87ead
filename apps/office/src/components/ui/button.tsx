import type { ButtonHTMLAttributes, Ref } from 'react';
import './ui.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
  small?: boolean;
  /** While the call it started runs: announced as busy and not pressed twice. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A real button (keyboard and screen readers for free) in the shop's look. */
export const Button = ({ variant = 'primary', small = false, busy = false, className, type = 'button', disabled, ref, ...rest }: Props) => (
  <button
    ref={ref}
    type={type}
    className={['button', variant === 'primary' ? null : `button-${variant}`, small ? 'button-small' : null, className].filter(Boolean).join(' ')}
    disabled={disabled === true || busy}
    aria-busy={busy ? true : undefined}
    {...rest}
  />
);
