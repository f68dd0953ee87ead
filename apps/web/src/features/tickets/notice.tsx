import type { ReactNode } from 'react';

export interface NoticeProps {
  tone: 'info' | 'error';
  heading?: string;
  text: string;
  action?: { label: string; onPress: () => void };
  children?: ReactNode;
}

/** A calm panel for an availability state or a failed load; errors are announced. */
export const Notice = ({ tone, heading, text, action, children }: NoticeProps) => (
  <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    {heading && <h2 className="notice-heading">{heading}</h2>}
    <p>{text}</p>
    {action && (
      <button type="button" className="button button-secondary button-small" onClick={action.onPress}>
        {action.label}
      </button>
    )}
    {children}
  </div>
);
