import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'done'; value: T };

/** Data a screen shows, fetched when it opens and again on reload(). */
export const useLoad = <T>(load: () => Promise<T>): [Loaded<T>, () => void] => {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setLoaded({ state: 'done', value }),
      (error: unknown) => current && setLoaded({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, round]);
  return [loaded, useCallback(() => setRound((n) => n + 1), [])];
};
