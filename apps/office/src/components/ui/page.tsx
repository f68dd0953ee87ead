import { useEffect, useRef, type ReactNode } from 'react';
import './ui.css';

interface Props {
  title: string;
  /** The document title's first part; the page heading when not given. */
  documentTitle?: string;
  lead?: ReactNode;
  /** Narrow pages (sign-in, forms) keep lines short. */
  narrow?: boolean;
  children: ReactNode;
}

/**
 * A screen's heading and body. The heading takes focus when the screen opens, so a keyboard or
 * screen-reader user starts at the new screen's top instead of wherever the last one left them.
 */
export const Page = ({ title, documentTitle, lead, narrow = false, children }: Props) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = documentTitle ?? title;
  }, [documentTitle, title]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={narrow ? 'page page-narrow' : 'page'}>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {lead && <p className="lead">{lead}</p>}
      {children}
    </div>
  );
};
