import { t } from '@travel/shell/i18n';
import { useState } from 'react';
import { Button } from '@travel/shell/ui';
import { ConfirmDialog } from '@travel/shell/dialogs';

interface CancelBookingButtonProps {
  /** The question the dialog asks, naming the booking. */
  question: string;
  /** Cancels and reports the outcome itself; the dialog waits for it, then closes. */
  cancel: () => Promise<void>;
}

/** 'Cancel booking', asked once more in the kit's confirm dialog before anything is sent. */
export function CancelBookingButton({ question, cancel }: CancelBookingButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await cancel();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('booking.cancel.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('booking.cancel.title')}
        message={question}
        confirmLabel={t('booking.cancel.button')}
        cancelLabel={t('booking.cancel.keep')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
