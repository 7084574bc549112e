import {
  useId,
  type AriaAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldOwnProps {
  label: string;
  name: string;
  id?: string;
  error?: string | null;
  hint?: ReactNode;
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> &
  FieldOwnProps;
export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> &
  FieldOwnProps;
export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> &
  FieldOwnProps;

/** Ids and aria attributes that tie a control to its hint and error text. */
function useFieldIds(
  id: string | undefined,
  error: string | null | undefined,
  hint: ReactNode,
  own: { 'aria-describedby'?: string; 'aria-invalid'?: AriaAttributes['aria-invalid'] } = {},
) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [own['aria-describedby'], hint ? hintId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    // A caller may mark the control invalid itself (a limit checked while typing).
    aria: { 'aria-invalid': error ? true : own['aria-invalid'], 'aria-describedby': describedBy },
  };
}

function FieldFrame({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  className,
  children,
}: {
  controlId: string;
  hintId: string;
  errorId: string;
  label: string;
  hint: ReactNode;
  error: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={['sh-field', error ? 'sh-field--invalid' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <label className="sh-field__label" htmlFor={controlId}>
        {label}
      </label>
      {children}
      {hint ? (
        <div id={hintId} className="sh-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="sh-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint and error text under it. */
export function TextField({ label, id, error, hint, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint, input);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error}>
      <input
        // Explicit, though the browser's default: HTML_CodeSniffer (pa11y) checks an autocomplete token
        // such as "name" against the control's type attribute and flags one without it.
        type="text"
        {...input}
        id={ids.controlId}
        className={['sh-field__control', className].filter(Boolean).join(' ')}
        {...ids.aria}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  id,
  error,
  hint,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, error, hint, textarea);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error}>
      <textarea
        {...textarea}
        id={ids.controlId}
        className={['sh-field__control', className].filter(Boolean).join(' ')}
        {...ids.aria}
      />
    </FieldFrame>
  );
}

/** A labelled select; the options are its children. */
export function SelectField({
  label,
  id,
  error,
  hint,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, error, hint, select);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error}>
      <select
        {...select}
        id={ids.controlId}
        className={['sh-field__control', className].filter(Boolean).join(' ')}
        {...ids.aria}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export { FieldFrame, useFieldIds };
