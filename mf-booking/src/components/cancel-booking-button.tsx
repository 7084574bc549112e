import { useState } from 'react';
import { Button, ConfirmDialog } from '@travel/shell/ui';

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
        Cancel booking
      </Button>
      <ConfirmDialog
        open={open}
        title="Cancel this booking?"
        message={question}
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
