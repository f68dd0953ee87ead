import { useId } from 'react';
import './text-section.css';

interface Props {
  heading: string;
  /** The catalog's text, split into paragraphs; nothing is shown without one. */
  paragraphs: readonly string[];
  className?: string;
}

/** A headed block of catalog text (what a product is, what a pass includes), read as a region of its own. */
export const TextSection = ({ heading, paragraphs, className }: Props) => {
  const headingId = useId();
  if (paragraphs.length === 0) return null;
  return (
    <section className={['text-section', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </section>
  );
};
