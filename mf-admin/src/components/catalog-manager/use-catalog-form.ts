import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import { apiErrorMessage, apiFieldErrors } from '@travel/shell/http';
import { toast, useConfirm } from '@travel/shell/ui';
import type { FieldError } from '../../lib/catalog-rules';

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

/** The names of the fields of one kind: the text fields, or the file pickers. */
type NamesOf<Values, Kind> = {
  [K in keyof Values]: Values[K] extends Kind ? K : never;
}[keyof Values] &
  string;

/**
 * The one place a field's element id is made: the form's inputs carry it, and a failed check focuses
 * the field by it.
 */
const fieldId = (name: string) => `${name}-field`;

/** What a text input, text area or select needs from the form, spread onto it: `{...form.field('title')}`. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  error: string | null;
}

/** What a `FileField` needs from the form: `{...form.files('gallery')}`. */
export interface FilesBinding {
  id: string;
  name: string;
  files: File[];
  onFiles: (files: File[]) => void;
  error: string | null;
}

export interface CatalogFormOptions<Values> {
  controls: Pick<CatalogFormProps<unknown>, 'onClose' | 'closeRef' | 'onSaved'>;
  initial: Values;
  /** Pure: every field found wrong, in the spec's order (empty when the form may be sent). */
  validate: (values: Values) => FieldError[];
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

function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  return false;
}

/**
 * Spec 5 "Blog form"'s question before a changed form is thrown away (Cancel, the popup's ×, Escape), asked
 * by every catalog form: what an admin typed is never lost without asking.
 */
export const DISCARD_QUESTION = 'Are you sure you want to close? Any unsaved changes will be lost.';

/**
 * State and submit flow shared by the four catalog forms: browser checks first (every wrong field marked at
 * once, each with its message, the first focused), then the server, whose field errors land next to their
 * fields and whose other refusals land in the form message.
 */
export function useCatalogForm<Values extends Record<string, unknown>>({
  controls,
  initial,
  validate,
  send,
  successText,
  failureText,
  confirmSubmit,
}: CatalogFormOptions<Values>) {
  const [values, setValues] = useState<Values>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
  // The values the form opened with: what Cancel returns to and what "changed" is measured against.
  const [start] = useState(initial);

  const dirty = Object.keys(values).some((key) => !sameValues(values[key], start[key]));

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    // The server's refusal answered the form as it was sent. Its message sits under the last fields (the
    // images): once the admin changes something, it would blame a field that may now be fine.
    setFormError(null);
    setFieldErrors((current) => {
      if (!((key as string) in current)) return current;
      const rest = { ...current };
      delete rest[key as string];
      return rest;
    });
  }

  function reset() {
    setValues(start);
    setFieldErrors({});
    setFormError(null);
  }

  async function requestClose() {
    if (busy || asking.current) return;
    if (
      dirty &&
      !(await confirm(DISCARD_QUESTION, { title: 'Discard changes', confirmLabel: 'Discard' }))
    ) {
      return;
    }
    reset();
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

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const broken = validate(values);
    const first = broken[0];
    if (first) {
      setFieldErrors(Object.fromEntries(broken.map(({ field, message }) => [field, message])));
      document.getElementById(fieldId(first.field))?.focus();
      return;
    }
    setFieldErrors({});
    if (
      confirmSubmit &&
      !(await confirm(confirmSubmit, { title: 'Confirm update', confirmLabel: 'Update' }))
    ) {
      return;
    }
    setBusy(true);
    try {
      const body = await send(values);
      toast.success(serverMessage(body) ?? successText);
      setBusy(false);
      reset();
      controls.onSaved();
    } catch (error) {
      setBusy(false);
      // Field errors go next to their fields; one about a field this form does not show ('gallary[]')
      // goes to the form message, so no refusal is silent.
      const byField = apiFieldErrors(error);
      const shown = Object.keys(byField).filter((field) => field in values);
      const unshown = Object.keys(byField).find((field) => !(field in values));
      if (shown.length > 0) setFieldErrors(Object.fromEntries(shown.map((f) => [f, byField[f]!])));
      if (unshown) setFormError(failureText(byField[unshown]!, true));
      else if (shown.length === 0) {
        const server = apiErrorMessage(error, '');
        const own = error instanceof Error && error.message ? error.message : 'Please try again.';
        setFormError(failureText(server || own, Boolean(server)));
      }
    }
  }

  const errorOf = (field: string) => fieldErrors[field] ?? null;

  function field(name: NamesOf<Values, string>): FieldBinding {
    return {
      id: fieldId(name),
      name,
      value: values[name] as string,
      onChange: (event) => set(name, event.target.value as Values[typeof name]),
      error: errorOf(name),
    };
  }

  function files(name: NamesOf<Values, File[]>): FilesBinding {
    return {
      id: fieldId(name),
      name,
      files: values[name] as File[],
      onFiles: (picked) => set(name, picked as Values[typeof name]),
      error: errorOf(name),
    };
  }

  return { values, field, files, formError, busy, dirty, handleSubmit, requestClose, dialog };
}

export type CatalogForm<Values extends Record<string, unknown>> = ReturnType<
  typeof useCatalogForm<Values>
>;
