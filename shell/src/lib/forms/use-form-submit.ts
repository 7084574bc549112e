import { useState } from 'react';
import { apiErrorMessage } from '../http';

export interface FormSubmit {
  busy: boolean;
  /** Why the form was not sent, or why the server refused it. */
  error: string | null;
  /** What the server answered on success, for the form's status line. */
  success: string | null;
  /**
   * Sends the form unless `invalid` names a problem: `send` resolves to the success message to show
   * (nothing when it leaves the page); a failure shows the server's message, else `failure`.
   */
  submit: (
    invalid: string | null,
    send: () => Promise<string | void>,
    failure: string,
  ) => Promise<void>;
}

/** The one-message-at-a-time flow of the site's small forms (sign-in, register, contact...). */
export function useFormSubmit(): FormSubmit {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function submit(
    invalid: string | null,
    send: () => Promise<string | void>,
    failure: string,
  ) {
    setError(invalid);
    setSuccess(null);
    if (invalid) return;
    setBusy(true);
    try {
      const message = await send();
      if (message) setSuccess(message);
    } catch (caught) {
      setError(apiErrorMessage(caught, failure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, success, submit };
}
