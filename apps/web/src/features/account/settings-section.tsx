import type { ReactNode } from 'react';

/** One part of the settings page: a headed card that a link of the page's contents leads to. */
export const SettingsSection = ({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) => (
  <section id={id} className="account-card settings-section" aria-labelledby={`${id}-heading`} tabIndex={-1}>
    <h2 id={`${id}-heading`}>{heading}</h2>
    {intro && <p className="field-hint">{intro}</p>}
    {children}
  </section>
);
