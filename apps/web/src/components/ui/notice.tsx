import type { ReactNode, Ref } from 'react';
import './notice.css';

export interface NoticeProps {
  tone: 'info' | 'error';
  heading?: string;
  /** The heading's level where the notice sits: h2 in a page's body, h3 inside a booking step. */
  headingLevel?: 2 | 3;
  text: string;
  action?: { label: string; onPress: () => void };
  children?: ReactNode;
  /** For a notice that takes focus after a failed submit (it is then focusable by script, not by Tab). */
  ref?: Ref<HTMLDivElement>;
}

/** A calm panel for an availability state or a failed load; errors are announced at once, states politely. */
export const Notice = ({ tone, heading, headingLevel = 2, text, action, children, ref }: NoticeProps) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div ref={ref} className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'} {...(ref === undefined ? {} : { tabIndex: -1 })}>
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
