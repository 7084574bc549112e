import type { InputHTMLAttributes, ReactNode } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  /** Hints and messages shown under the input. */
  children?: ReactNode;
};

/** A labelled input of the booking forms. */
export function TextField({ id, label, children, ...input }: TextFieldProps) {
  return (
    <div className="bk-form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
      {children}
    </div>
  );
}
