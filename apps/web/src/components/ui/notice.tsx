import type { ReactNode } from 'react';
import './notice.css';

export interface NoticeProps {
  tone: 'info' | 'error';
  heading?: string;
  /** The heading's level where the notice sits: h2 in a page's body, h3 inside a booking step. */
  headingLevel?: 2 | 3;
  text: string;
  action?: { label: string; onPress: () => void };
  children?: ReactNode;
}

/** A calm panel for an availability state or a failed load; errors are announced at once, states politely. */
export const Notice = ({ tone, heading, headingLevel = 2, text, action, children }: NoticeProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {heading && <Heading className="notice-heading">{heading}</Heading>}
      <p>{text}</p>
      {action && (
        <button type="button" className="button button-secondary button-small" onClick={action.onPress}>
          {action.label}
        </button>
      )}
      {children}
    </div>
  );
};
