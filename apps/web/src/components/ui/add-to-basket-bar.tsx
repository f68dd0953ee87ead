import type { Ref } from 'react';
import { Link } from 'react-router';
import './add-to-basket-bar.css';

/** One chosen thing with its amount; a line without an amount (the chosen date and time) reads as a caption. */
export interface AddBarLine {
  key: string;
  text: string;
  /** Smaller lines under the text (what comes with it). */
  details?: readonly string[];
  amount?: string;
}

export interface AddToBasketBarProps {
  /** Names the region for screen readers; shown to them only. */
  heading: string;
  headingId: string;
  /** What is chosen so far; while there is something, the bar sticks to the bottom of the screen. */
  lines: readonly AddBarLine[];
  totalLabel: string;
  total: string;
  /** The VAT the total includes, written out. */
  vatNote: string;
  addLabel: string;
  onAdd: () => void;
  /** Nothing can be added (sold out); the page says why next to the choices. */
  disabled?: boolean;
  /** Why the last press did not add anything; announced. */
  problem: string | null;
  /** What happened when the last press worked, with the way to the basket. */
  added: { text: string; linkLabel: string; to: string } | null;
  /** The confirmation, for a page that moves the visitor (and focus) to it after the form around it changed. */
  addedRef?: Ref<HTMLParagraphElement>;
}

/** Running total with its VAT, the add button and what happened when it was pressed. */
export const AddToBasketBar = ({ heading, headingId, lines, totalLabel, total, vatNote, addLabel, onAdd, disabled = false, problem, added, addedRef }: AddToBasketBarProps) => (
  <section className="add-bar" aria-labelledby={headingId}>
    <h2 id={headingId} className="visually-hidden">
      {heading}
    </h2>
    {lines.length > 0 && (
      <ul className="add-bar-lines" role="list">
        {lines.map((line) => (
          <li key={line.key} className={line.amount === undefined ? 'add-bar-caption' : undefined}>
            <span>
              {line.text}
              {line.details?.map((detail, index) => (
                <span key={index} className="add-bar-detail">
                  {detail}
                </span>
              ))}
            </span>
            {line.amount !== undefined && <span className="add-bar-amount">{line.amount}</span>}
          </li>
        ))}
      </ul>
    )}
    <div className={`add-bar-panel${lines.length > 0 ? ' is-active' : ''}`}>
      <p className="add-bar-problem" role="alert">
        {problem}
      </p>
      <div className="add-bar-total" aria-live="polite" aria-atomic="true">
        <span className="add-bar-total-label">{totalLabel}</span>
        <strong className="add-bar-total-amount">{total}</strong>
        <span className="add-bar-vat">{vatNote}</span>
      </div>
      <button type="button" className="button add-bar-add" onClick={onAdd} disabled={disabled}>
        {addLabel}
      </button>
      <div className="add-bar-added" role="status">
        {added && (
          <p ref={addedRef} tabIndex={-1}>
            {added.text} <Link to={added.to}>{added.linkLabel}</Link>
          </p>
        )}
      </div>
    </div>
  </section>
);
