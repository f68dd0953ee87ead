import { useEffect, useId } from 'react';
import { create } from 'zustand';

interface ScreenTitleState {
  /** The screen that named the page (its hook's id), so a screen leaving never clears its successor's title. */
  owner: string | null;
  title: string | null;
}

/** A title a screen gives its page in place of its route's: what it shows (an event, a tour) or which step it is at. */
export const useScreenTitleStore = create<ScreenTitleState>()(() => ({ owner: null, title: null }));

/**
 * SPEC §2 page title, for routes whose title is only known on the screen: the event's or the tour's
 * name once loaded, the payment step of the checkout. Null or empty leaves the route's own title.
 */
export const useScreenTitle = (title: string | null | undefined): void => {
  const owner = useId();
  const text = title?.trim() || null;
  useEffect(() => {
    useScreenTitleStore.setState({ owner, title: text });
    return () => {
      if (useScreenTitleStore.getState().owner === owner) useScreenTitleStore.setState({ owner: null, title: null });
    };
  }, [owner, text]);
};
