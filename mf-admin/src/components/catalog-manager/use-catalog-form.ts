import { useEffect, useRef, type RefObject } from 'react';
import { apiErrorMessage } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';
import { useForm, type FormCheck } from '@travel/shell/forms';
import { toast } from '@travel/shell/ui';
import { useConfirm } from '@travel/shell/dialogs';

/** What the manager hands to a resource's form: the record to edit (null when adding) and the way out. */
export interface CatalogFormProps<Row> {
  record: Row | null;
  /** Called after a successful save: the manager reloads the list and closes the popup. */
  onSaved: () => void;
  /** Closes the popup without saving. */
  onClose: () => void;
  /** The form puts its own close request here, so the popup's × and Escape ask the same questions as Cancel. */
  closeRef: RefObject<(() => void) | null>;
}

export interface CatalogFormOptions<Values> {
  controls: Pick<CatalogFormProps<unknown>, 'onClose' | 'closeRef' | 'onSaved'>;
  initial: Values;
  /** Pure: every field found wrong, in the spec's order (the first is focused). */
  validate: (values: Values) => FormCheck;
  /** Sends the form; resolves to the server's answer body. */
  send: (values: Values) => Promise<unknown>;
  /** Shown when the server gives no message of its own. */
  successText: string;
  /** `fromServer` is false when the message is the client's own (a network error, an answer without one). */
  failureText: (message: string, fromServer: boolean) => string;
  /** Asked before sending (blog update). */
  confirmSubmit?: string;
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/**
 * Spec 5 "Blog form"'s question before a changed form is thrown away (Cancel, the popup's ×, Escape), asked
 * by every catalog form: what an admin typed is never lost without asking.
 */
export const discardQuestion = () => t('admin.catalog.discardQuestion');

/**
 * The kit's form inside the catalog popup: the question before a changed form is thrown away (Cancel, ×,
 * Escape), the optional question before sending, the toast and the list's reload once saved, and the
 * resource's words around a refusal.
 */
export function useCatalogForm<Values extends object>({
  controls,
  initial,
  validate,
  send,
  successText,
  failureText,
  confirmSubmit,
}: CatalogFormOptions<Values>) {
  const { confirm: askUser, dialog } = useConfirm();
  // Escape on the question also reaches the popup around it: one question at a time.
  const asking = useRef(false);
  async function confirm(message: string, options: { title: string; confirmLabel: string }) {
    asking.current = true;
    try {
      return await askUser(message, options);
    } finally {
      asking.current = false;
    }
  }

  const form = useForm<Values>({
    initial,
    check: validate,
    confirm: confirmSubmit
      ? () =>
          confirm(confirmSubmit, {
            title: t('admin.catalog.confirmUpdate'),
            confirmLabel: t('admin.catalog.update'),
          })
      : undefined,
    send,
    onSent: (body) => {
      toast.success(serverMessage(body) ?? successText);
      form.reset();
      controls.onSaved();
    },
    onRefused: (error, fieldMessage) => {
      if (fieldMessage) return failureText(fieldMessage, true);
      const server = apiErrorMessage(error, '');
      const own =
        error instanceof Error && error.message ? error.message : t('admin.catalog.tryAgain');
      return failureText(server || own, Boolean(server));
    },
  });

  async function requestClose() {
    if (form.busy || asking.current) return;
    if (
      form.dirty &&
      !(await confirm(discardQuestion(), {
        title: t('admin.catalog.discardTitle'),
        confirmLabel: t('admin.catalog.discard'),
      }))
    ) {
      return;
    }
    form.reset();
    controls.onClose();
  }

  // The popup's own close controls (×, Escape) go through the same question.
  useEffect(() => {
    const ref = controls.closeRef;
    ref.current = () => void requestClose();
    return () => {
      ref.current = null;
    };
  });

  return { ...form, requestClose, dialog, confirm };
}

export type CatalogForm<Values extends object> = ReturnType<typeof useCatalogForm<Values>>;
