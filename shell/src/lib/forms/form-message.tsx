/** The outcome of a form: the error as an alert, or the success as a status message. */
export function FormMessage({
  error,
  success,
}: {
  error?: string | null;
  success?: string | null;
}) {
  if (error) {
    return (
      <p className="sh-form-message sh-form-message--error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="sh-form-message sh-form-message--success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
