import type { ReactNode } from 'react';
import './empty-state.css';

/** A calm panel for "nothing here (yet)", with an optional way onwards. */
export const EmptyState = ({ heading, text, children }: { heading: string; text: string; children?: ReactNode }) => (
  <section className="empty-state">
    <h2>{heading}</h2>
    <p>{text}</p>
    {children}
  </section>
);
