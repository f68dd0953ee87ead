import { useEffect, useId, useRef } from 'react';
import './form.css';

export interface SummaryError {
  /** The id of the field the message belongs to. */
  fieldId: string;
  message: string;
}

interface Props {
  heading: string;
  errors: readonly SummaryError[];
  /** Changes on every failed submit; focus moves to the summary each time. */
  focusKey: number;
}

/**
 * The list of problems above a form after a failed submit. It takes focus, so screen readers read it
 * at once, and each entry leads to its field.
 */
export const ErrorSummary = ({ heading, errors, focusKey }: Props) => {
  const ref = useRef<HTMLDivElement>(null);
  // A page may hold several forms (settings), each with its own summary.
  const headingId = useId();
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="alert" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {errors.length > 0 && (
        <ul>
          {errors.map((error) => (
            <li key={`${error.fieldId}-${error.message}`}>
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(error.fieldId);
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView({ block: 'center' });
                }}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
