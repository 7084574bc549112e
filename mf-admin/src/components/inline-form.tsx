import type { FormEvent, ReactNode } from 'react';
import { t } from '@travel/shell/i18n';
import { Button } from '@travel/shell/ui';

interface InlineFormProps {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's own problem or the server's refusal, under the fields. */
  message: string | null;
  submitLabel: string;
  busy: boolean;
  busyText: string;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A short form on an admin screen, above its list (add a reseller, issue a gift card, a promo code): its fields
 * in a grid that wraps on a phone, its message, then save and cancel. Styles: admin-screen.css.
 */
export function InlineForm({
  label,
  onSubmit,
  message,
  submitLabel,
  busy,
  busyText,
  onCancel,
  children,
}: InlineFormProps) {
  return (
    <form className="adm-inline-form" onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      {message && (
        <p className="adm-inline-form__error" role="alert">
          {message}
        </p>
      )}
      <div className="adm-inline-form__actions">
        <Button type="submit" busy={busy} busyText={busyText}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
