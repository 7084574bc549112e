import { useId, useRef, useState, type FormEvent } from 'react';
import { useApiGet } from '@travel/shell/data';
import { FileField, FormMessage, TextAreaField, TextField } from '@travel/shell/forms';
import { api, apiErrorMessage, apiFieldErrors, imageUrl } from '@travel/shell/http';
import { AsyncView, Button, Modal, toast, useConfirm } from '@travel/shell/ui';
import { firstProblem } from './rules';
import type { FieldSpec, FormFiles, FormValues, Mode, ResourceConfig } from './types';

export type EditorTarget = { mode: 'add' } | { mode: 'edit'; id: string };

interface ResourceEditorProps<Row> {
  config: ResourceConfig<Row>;
  target: EditorTarget;
  onClose: () => void;
  onSaved: () => void;
}

const emptyValues = (fields: FieldSpec[]): FormValues =>
  Object.fromEntries(fields.filter((f) => f.kind !== 'file').map((f) => [f.name, '']));

function trimmed(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
}

function toFormData(fields: FieldSpec[], values: FormValues, files: FormFiles): FormData {
  const body = new FormData();
  for (const field of fields) {
    if (field.kind === 'file') {
      for (const file of files[field.name] ?? []) body.append(field.wire, file);
    } else {
      const text = values[field.name] ?? '';
      if (field.omitEmpty && text === '') continue;
      body.append(field.name, field.toWire ? field.toWire(text) : text);
    }
  }
  return body;
}

function reason(error: unknown): string {
  return apiErrorMessage(error, error instanceof Error ? error.message : 'Network error');
}

/**
 * The add / edit popup of a catalog screen. It lives only while open, so closing it is the reset:
 * the next open starts from empty (add) or from the freshly loaded record (edit).
 */
export function ResourceEditor<Row>({
  config,
  target,
  onClose,
  onSaved,
}: ResourceEditorProps<Row>) {
  const { texts, fields } = config;
  const mode: Mode = target.mode;
  const record = useApiGet<unknown>(target.mode === 'edit' ? config.one.url(target.id) : null);
  const [initial, setInitial] = useState<FormValues | null>(
    target.mode === 'add' ? emptyValues(fields) : null,
  );
  const [values, setValues] = useState<FormValues | null>(initial);
  const [files, setFiles] = useState<FormFiles>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const row = record.status === 'success' ? config.one.row(record.data) : null;
  // The edit form starts from the record once it arrives (set during render: no empty first paint).
  if (row && values === null) {
    const loaded = { ...emptyValues(fields), ...config.toValues(row) };
    setInitial(loaded);
    setValues(loaded);
  }

  const dirty =
    values !== null &&
    initial !== null &&
    (Object.keys(values).some((key) => values[key] !== initial[key]) ||
      Object.values(files).some((list) => list.length > 0));

  async function requestClose() {
    if (busy) return;
    if (dirty && texts.confirmDiscard) {
      const yes = await confirm(texts.confirmDiscard, {
        title: 'Discard changes',
        confirmLabel: 'Close',
      });
      if (!yes) return;
    }
    onClose();
  }

  function focusField(name: string) {
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values || busy) return;
    const clean = trimmed(values);
    setMessage(null);
    const problem = firstProblem(config.rules, { values: clean, files, mode });
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      focusField(problem.field);
      return;
    }
    setErrors({});
    if (mode === 'edit' && texts.confirmUpdate) {
      const yes = await confirm(texts.confirmUpdate, { title: texts.edit, confirmLabel: 'Update' });
      if (!yes) return;
    }
    setBusy(true);
    try {
      const body = toFormData(fields, clean, files);
      const response =
        target.mode === 'edit'
          ? await (() => {
              const { method, url } = config.endpoints.update(target.id);
              return method === 'put' ? api.put(url, body) : api.patch(url, body);
            })()
          : await api.post(config.endpoints.create, body);
      const said = (response.data as { message?: unknown } | undefined)?.message;
      toast.success(typeof said === 'string' && said ? said : texts.saved(mode));
      setBusy(false);
      onSaved();
    } catch (error) {
      setBusy(false);
      const byField = apiFieldErrors(error);
      // The API names gallery fields as they are sent (`gallary[]`); show them on the field.
      const known = Object.fromEntries(
        Object.entries(byField).map(([field, text]) => [
          fields.find((f) => f.kind === 'file' && f.wire === field)?.name ?? field,
          text,
        ]),
      );
      setErrors(known);
      setMessage(texts.saveError(mode, reason(error)));
    }
  }

  const set = (name: string, value: string) =>
    setValues((current) => (current ? { ...current, [name]: value } : current));

  function renderField(field: FieldSpec) {
    const id = `${formId}-${field.name}`;
    const error = errors[field.name] ?? null;
    if (field.kind === 'file') {
      return (
        <FileField
          key={field.name}
          id={id}
          label={field.label}
          name={field.name}
          multiple={field.multiple}
          hint={field.hint}
          files={files[field.name] ?? []}
          onFiles={(picked) => setFiles((current) => ({ ...current, [field.name]: picked }))}
          existing={row ? config.existing(row, field.name).map((src) => imageUrl(src, 480)) : []}
          error={error}
        />
      );
    }
    const common = {
      id,
      label: field.label,
      name: field.name,
      hint: field.hint,
      error,
      value: values?.[field.name] ?? '',
    };
    if (field.kind === 'textarea') {
      return (
        <TextAreaField
          key={field.name}
          {...common}
          rows={4}
          onChange={(event) => set(field.name, event.target.value)}
        />
      );
    }
    return (
      <TextField
        key={field.name}
        {...common}
        type={field.kind === 'number' ? 'number' : field.kind === 'url' ? 'url' : 'text'}
        {...(field.kind === 'number' ? { min: 0, step: 0.01, inputMode: 'decimal' as const } : {})}
        onChange={(event) => set(field.name, event.target.value)}
      />
    );
  }

  return (
    <>
      <Modal
        open
        title={mode === 'add' ? texts.add : texts.edit}
        onClose={() => void requestClose()}
        className="adm-editor"
      >
        {values === null ? (
          <AsyncView
            state={record}
            loading="Loading..."
            error={(state) => texts.fetchError(state.message)}
            onRetry={record.reload}
          >
            {() => null}
          </AsyncView>
        ) : (
          // noValidate: the spec's own messages, in its order, rather than the browser's bubbles.
          <form
            ref={formRef}
            className="adm-editor__form"
            noValidate
            onSubmit={(e) => void submit(e)}
          >
            <div className="adm-editor__fields">{fields.map(renderField)}</div>
            <FormMessage error={message} />
            <div className="adm-editor__actions">
              <Button variant="secondary" onClick={() => void requestClose()} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" busy={busy} busyText={texts.busy(mode)}>
                {mode === 'add' ? 'Add' : 'Update'}
              </Button>
            </div>
          </form>
        )}
      </Modal>
      {dialog}
    </>
  );
}
