import { useEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * Open/close behaviour of a modal <dialog>: shown in the top layer, Tab kept inside, Escape
 * closes, focus goes to `initialFocus` (else the first control) and back where it was after.
 * Browsers do most of this for showModal(); the rest (and jsdom, which has no showModal) is here.
 */
export function useModalDialog(
  open: boolean,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  const ref = useRef<HTMLDialogElement>(null);
  const native = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    native.current = typeof dialog.showModal === 'function';
    if (!dialog.open) {
      if (native.current) dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    (initialFocus?.current ?? focusables(dialog)[0] ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !native.current) {
      // A native modal dialog turns Escape into a `cancel` event, handled below.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The parent owns `open`: the dialog closes when it says so, not behind its back.
    event.preventDefault();
    onClose();
  };

  return { ref, onKeyDown, onCancel };
}
