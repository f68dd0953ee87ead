/** The ids a field's input is described by: its hint, then its error, so a screen reader reads both. */
export const describedBy = (id: string, hint: string | undefined, error: string | undefined): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

export const FieldHint = ({ id, text }: { id: string; text: string | undefined }) =>
  text ? (
    <p id={`${id}-hint`} className="field-hint">
      {text}
    </p>
  ) : null;

export const FieldError = ({ id, text }: { id: string; text: string | undefined }) =>
  text ? (
    <p id={`${id}-error`} className="field-error">
      {text}
    </p>
  ) : null;
