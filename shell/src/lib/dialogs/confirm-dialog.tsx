import { t } from '@travel/shell/i18n';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@travel/shell/ui';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks one yes/no question; Cancel has the focus first, so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  message,
  title = t('kit.confirm.title'),
  confirmLabel = t('kit.confirm.confirm'),
  cancelLabel = t('kit.confirm.cancel'),
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      initialFocus={cancelRef}
      className="sh-confirm"
      onClose={() => {
        if (!busy) onCancel();
      }}
    >
      <p id={messageId} className="sh-confirm__message">
        {message}
      </p>
      <div className="sh-confirm__actions">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

interface Pending {
  message: string;
  title?: string;
  confirmLabel?: string;
  resolve: (answer: boolean) => void;
}

/**
 * `await confirm('Are you sure...?')` in an event handler, like window.confirm but in the page's
 * own accessible dialog. Render `dialog` once in the component.
 */
export function useConfirm(): {
  confirm: (
    message: string,
    options?: { title?: string; confirmLabel?: string },
  ) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = useCallback(
    (message: string, options: { title?: string; confirmLabel?: string } = {}) =>
      new Promise<boolean>((resolve) => {
        setPending({ message, ...options, resolve });
      }),
    [],
  );

  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={pending?.message ?? ''}
      title={pending?.title}
      confirmLabel={pending?.confirmLabel}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );

  return { confirm, dialog };
}
