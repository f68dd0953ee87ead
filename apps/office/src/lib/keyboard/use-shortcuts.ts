import { useEffect, useRef } from 'react';
import { tinykeys } from 'tinykeys';

/** Keys that type text where they are pressed: a shortcut there would swallow a letter of a name or a code. */
const typesText = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select'));

/**
 * Binds single-key shortcuts (tinykeys' key syntax: "/", "j", "Shift+?") on the whole page while
 * the screen is shown. They stay quiet while the member types in a field and while a modal dialog
 * is open, so they never take a keystroke meant for something else.
 */
export const useShortcuts = (bindings: Record<string, () => void>): void => {
  const latest = useRef(bindings);
  latest.current = bindings;
  const keys = Object.keys(bindings).join('\n');
  useEffect(
    () =>
      tinykeys(
        window,
        Object.fromEntries(
          keys.split('\n').map((key) => [
            key,
            (event: KeyboardEvent) => {
              if (event.defaultPrevented || typesText(event.target) || document.querySelector('dialog[open]:modal') !== null) return;
              event.preventDefault();
              latest.current[key]?.();
            },
          ]),
        ),
      ),
    [keys],
  );
};
