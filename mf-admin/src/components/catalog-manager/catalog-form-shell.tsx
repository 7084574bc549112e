import type { ReactNode } from 'react';
import { FormMessage } from '@travel/shell/forms';
import { t } from '@travel/shell/i18n';
import { Button } from '@travel/shell/ui';
import type { CatalogForm } from './use-catalog-form';

export interface CatalogFormShellProps {
  form: Pick<
    CatalogForm<Record<string, unknown>>,
    'handleSubmit' | 'requestClose' | 'busy' | 'refusal' | 'dialog'
  >;
  /** Accessible name of the form, e.g. 'Hotel details'. */
  label: string;
  submitLabel: string;
  busyText: string;
  children: ReactNode;
}

/** The frame of every catalog form: its fields, the server's message, Cancel and the submit button. */
export function CatalogFormShell({
  form,
  label,
  submitLabel,
  busyText,
  children,
}: CatalogFormShellProps) {
  return (
    <form className="adm-catalog-form" aria-label={label} noValidate onSubmit={form.handleSubmit}>
      <div className="adm-catalog-form__fields">{children}</div>
      <FormMessage error={form.refusal} />
      <div className="adm-catalog-form__actions">
        <Button variant="secondary" onClick={() => void form.requestClose()} disabled={form.busy}>
          {t('admin.common.cancel')}
        </Button>
        <Button type="submit" busy={form.busy} busyText={busyText}>
          {submitLabel}
        </Button>
      </div>
      {form.dialog}
    </form>
  );
}
