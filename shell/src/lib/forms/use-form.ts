import { t } from '@travel/shell/i18n';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../http';
import type { FieldErrors, FormCheck } from './form-check';

/** The names of the fields of one kind: the text fields, or the file pickers. */
type NamesOf<Values, Kind> = {
  [K in keyof Values]: Values[K] extends Kind ? K : never;
}[keyof Values] &
  string;

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

export interface UseFormOptions<Values, Result> {
  initial: Values | (() => Values);
  /** Pure: what is wrong with the values (see FormCheck); none when left out. */
  check?: (values: Values) => FormCheck;
  /** Asked once the check passes, before sending (false: nothing is sent). */
  confirm?: () => Promise<boolean>;
  /** Sends the values; the form is busy until it settles. */
  send: (values: Values) => Promise<Result>;
  /** After a successful send: may return the success message to show. */
  onSent?: (result: Result, values: Values) => string | null | void;
  /**
   * The form message for a refusal that no field on screen explains; `fieldMessage` is the server's
   * message about a field this form does not show. Null shows none. By default the server's message,
   * else 'Please try again.'.
   */
  onRefused?: (error: unknown, fieldMessage: string | null) => string | null;
  /**
   * False for a form whose fields show no messages of their own (the sign-in pages): the server's field
   * errors are then its refusal's message, like any other.
   */
  serverFieldErrors?: boolean;
  /** Prefix of the fields' element ids; a unique one by default. */
  idPrefix?: string;
}

/** What the form shows of its problems in one render. */
interface Shown {
  current: FormCheck | null;
  errors: FieldErrors;
  problem: string | null;
}

/** The server's answer to the values it was sent: shown while the form still holds them. */
interface Refusal<Values> {
  sent: Values;
  errors: FieldErrors;
  message: string | null;
}

const defaultRefusal = (error: unknown, fieldMessage: string | null) =>
  fieldMessage ?? apiErrorMessage(error, t('kit.tryAgain'));

/** A field's value by its name, as the server and the check name fields. */
const valueOf = (values: object, name: string): unknown =>
  (values as Record<string, unknown>)[name];

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  return false;
}

/**
 * The site's one form idiom: the values, a binding per field (`field(name)`, `files(name)`), the check
 * on submit, and the server's answer.
 *
 * A refused submit marks every broken field at once and focuses the first (the check's first field,
 * else the first control marked invalid in the form submitted). Each problem is shown only while the
 * form still has it: a field's message goes when its cause does, and the summary line goes the same way.
 * The server's field errors land beside their fields and its other refusals in `refusal`; both answer
 * the values as they were sent, so they go once the visitor changes what they are about.
 */
export function useForm<Values extends object, Result = unknown>(
  options: UseFormOptions<Values, Result>,
) {
  const [values, setValues] = useState<Values>(options.initial);
  // The values the form opened with: what `reset` returns to and what `dirty` is measured against.
  const [start] = useState(values);
  const [reported, setReported] = useState<FormCheck | null>(null);
  const [refused, setRefused] = useState<Refusal<Values> | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);
  // The form last submitted: where the first control marked invalid is looked for.
  const submitted = useRef<HTMLFormElement | null>(null);
  const generatedId = useId();
  const idPrefix = options.idPrefix ?? generatedId;
  const idOf = (name: string) => `${idPrefix}-${name}`;

  // The check runs when the form's state is read, not when the hook is called: a form's rules may rest
  // on what it reads for its own values (the seats of the chosen date). The checks are small and pure.
  function shownNow(): Shown {
    const current = options.check?.(values) ?? null;
    const errors: FieldErrors = {};
    if (reported && current) {
      for (const [name, message] of Object.entries(reported.errors)) {
        if (message === current.errors[name]) errors[name] = message;
      }
    }
    if (refused) {
      for (const [name, message] of Object.entries(refused.errors)) {
        if (
          errors[name] === undefined &&
          sameValue(valueOf(values, name), valueOf(refused.sent, name))
        ) {
          errors[name] = message;
        }
      }
    }
    const problem =
      reported !== null && reported.summary === current?.summary ? reported.summary : null;
    return { current, errors, problem };
  }
  const refusal = refused !== null && refused.sent === values ? refused.message : null;

  useEffect(() => {
    if (focusRequests === 0) return;
    const first = Object.keys(shownNow().errors)[0];
    const target =
      (first && document.getElementById(idOf(first))) ||
      submitted.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
    target?.focus();
    // Only a new request moves the focus; the errors are those of the render it was made in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequests]);

  function set<K extends keyof Values>(name: K, value: Values[K]) {
    setValues((latest) => ({ ...latest, [name]: value }));
  }

  function reset() {
    setValues(start);
    setReported(null);
    setRefused(null);
    setSuccess(null);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (event?.currentTarget instanceof HTMLFormElement) submitted.current = event.currentTarget;
    setSuccess(null);
    setRefused(null);
    const { current } = shownNow();
    setReported(current);
    if (current && current.summary !== null) {
      setFocusRequests((n) => n + 1);
      return;
    }
    if (options.confirm && !(await options.confirm())) return;
    const sent = values;
    setBusy(true);
    let result: Result;
    try {
      result = await options.send(sent);
    } catch (error) {
      setBusy(false);
      // Field errors go beside their fields; one about a field this form does not show ('gallary[]')
      // goes to the form message, so no refusal is silent.
      const byField = options.serverFieldErrors === false ? {} : apiFieldErrors(error);
      const names = Object.keys(byField);
      const shown = names.filter((name) => name in sent);
      const unshown = names.find((name) => !(name in sent));
      const explained = shown.length > 0 && unshown === undefined;
      const onRefused = options.onRefused ?? defaultRefusal;
      setRefused({
        sent,
        errors: Object.fromEntries(shown.map((name) => [name, byField[name]!])),
        message: explained ? null : onRefused(error, unshown ? byField[unshown]! : null),
      });
      return;
    }
    setBusy(false);
    setSuccess(options.onSent?.(result, sent) || null);
  }

  const errorOf = (name: string) => shownNow().errors[name] ?? null;

  function field(name: NamesOf<Values, string>): FieldBinding {
    return {
      id: idOf(name),
      name,
      value: values[name] as unknown as string,
      onChange: (event) => set(name, event.target.value as Values[typeof name]),
      error: errorOf(name),
    };
  }

  function files(name: NamesOf<Values, File[]>): FilesBinding {
    return {
      id: idOf(name),
      name,
      files: values[name] as unknown as File[],
      onFiles: (picked) => set(name, picked as Values[typeof name]),
      error: errorOf(name),
    };
  }

  return {
    values,
    setValues,
    set,
    field,
    files,
    /** Each field's message, for a control not bound with `field`. */
    get errors() {
      return shownNow().errors;
    },
    /** The check's summary line, while the form still has that problem. */
    get problem() {
      return shownNow().problem;
    },
    /** The server's refusal, while the form holds the values it refused. */
    refusal,
    /** What `onSent` returned, until the next submit. */
    success,
    busy,
    dirty: Object.keys(values).some(
      (name) => !sameValue(valueOf(values, name), valueOf(start, name)),
    ),
    reset,
    /** The `<form>`'s onSubmit: `onSubmit={form.handleSubmit}`. */
    handleSubmit: (event?: FormEvent) => void submit(event),
    idOf,
  };
}

export type Form<Values extends object> = ReturnType<typeof useForm<Values>>;
