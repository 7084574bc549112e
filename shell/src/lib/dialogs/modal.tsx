import { useId, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for a question that needs an answer (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that says what the dialog is about. */
  describedBy?: string;
  /** Gets the focus on open instead of the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/** A native modal <dialog> with its title; focus stays inside and Escape closes it. */
export function Modal({
  open,
  title,
  onClose,
  children,
  role,
  describedBy,
  initialFocus,
  className,
}: ModalProps) {
  const titleId = useId();
  const { ref, onKeyDown, onCancel } = useModalDialog(open, onClose, initialFocus);

  return (
    <dialog
      ref={ref}
      className={className ? `sh-modal ${className}` : 'sh-modal'}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      <div className="sh-modal__header">
        <h2 id={titleId} className="sh-modal__title">
          {title}
        </h2>
        <button type="button" className="sh-modal__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {open ? <div className="sh-modal__body">{children}</div> : null}
    </dialog>
  );
}
