import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A native <dialog>: focus trapping, Escape and the top layer come from the browser. */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom has no showModal: fall back to the open attribute so tests can render the content.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="tr-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="tr-modal__header">
        <h2 id={titleId} className="tr-modal__title">
          {title}
        </h2>
        <button type="button" className="tr-modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {open ? <div className="tr-modal__body">{children}</div> : null}
    </dialog>
  );
}
