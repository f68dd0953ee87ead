import { useCallback, useState } from 'react';

/** A call started by a button: whether it runs, and its last error, for the screen to show. */
export const useCall = <A extends unknown[], R>(action: (...args: A) => Promise<R>) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      setBusy(true);
      setError(null);
      try {
        return await action(...args);
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [action],
  );
  return { run, busy, error, setError };
};
