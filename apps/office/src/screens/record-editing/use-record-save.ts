import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api/client';
import { useCall } from '../../lib/use-call';

/** A refused save's messages by field, named as the server names them below the body's `prefix` ("pass.price" is "price"). */
export const fieldErrorsBelow = (error: unknown, prefix: string): Record<string, string[]> => {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors as Record<string, string[]>).map(([field, messages]) => [field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : field, messages]));
};

/** The record as it is now, which a stale save's answer carries (the contract's stale error schemas). */
const staleCurrent = <Rec>(error: unknown): Rec | undefined =>
  error instanceof ApiError && error.code === 'OFFICE_STALE' && typeof error.body === 'object' && error.body !== null && 'current' in error.body ? (error.body.current as Rec) : undefined;

/**
 * Saving a record's form against the version read: the field errors of a refusal (under the body's
 * `prefix`), and on a stale save the newer record, which the editor takes over explicitly.
 */
export const useRecordSave = <Rec, Draft>({ draft, prefix, save, onSaved }: { draft: Draft; prefix: string; save: (draft: Draft) => Promise<Rec>; onSaved: (record: Rec) => void }) => {
  const [newer, setNewer] = useState<Rec | null>(null);
  const saving = useCall(
    useCallback(async () => {
      setNewer(null);
      try {
        onSaved(await save(draft));
      } catch (error) {
        const current = staleCurrent<Rec>(error);
        if (current === undefined) throw error;
        setNewer(current);
      }
    }, [draft, save, onSaved]),
  );
  const errors = fieldErrorsBelow(saving.error, prefix);
  return { saving, errors, errorAt: (field: string): string | undefined => errors[field]?.[0], newer, dropNewer: () => setNewer(null) };
};
