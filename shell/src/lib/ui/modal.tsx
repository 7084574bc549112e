import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A native modal <dialog> with its title; focus stays inside and Escape closes it. */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const titleId = useId();
  const { ref, onKeyDown, onCancel } = useModalDialog(open, onClose);

  return (
    <dialog
      ref={ref}
      className="tr-modal"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
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
