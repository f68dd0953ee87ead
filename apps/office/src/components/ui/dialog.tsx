import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import './ui.css';

interface Props {
  title: string;
  /** The label of the button that closes the dialog. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: it keeps the focus inside and closes with Escape;
 * when it leaves the page, the focus goes back to what had it before.
 */
export const Dialog = ({ title, closeLabel, onClose, children }: Props) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement;
    const element = dialog.current;
    // jsdom has no showModal; the open attribute shows the same content there.
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
    // The browser gives the focus back on close, but the dialog leaves the page right after: make sure it lands where it was.
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected && (document.activeElement === null || document.activeElement === document.body)) opener.focus();
    };
  }, []);
  // Closing through the element fires its close event, as Escape does; jsdom has no close, so the callback is called directly there.
  const close = () => (typeof dialog.current?.close === 'function' ? dialog.current.close() : onClose());
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={onClose} open={typeof HTMLDialogElement.prototype.showModal !== 'function' ? true : undefined}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="button-row">
        <Button variant="secondary" onClick={close}>
          {closeLabel}
        </Button>
      </div>
    </dialog>
  );
};
