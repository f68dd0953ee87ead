import type { ReactNode, Ref } from 'react';
import './ui.css';

interface Props {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A message about the last action: errors interrupt (alert), the rest is read when the reader is free (status). */
export const Notice = ({ tone, children, ref }: Props) => (
  <div ref={ref} className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    {children}
  </div>
);
