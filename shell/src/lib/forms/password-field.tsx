import { t } from '@travel/shell/i18n';
import { useId, useState } from 'react';
import { TextField } from './field';

export interface PasswordFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
}

/** A password input with a Show/Hide toggle. */
export function PasswordField({
  label = t('kit.form.password'),
  value,
  onChange,
  autoComplete,
  name = 'password',
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="sh-field">
      <label className="sh-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="sh-password">
        <input
          className="sh-field__control"
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="sh-password__toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('kit.form.hidePassword') : t('kit.form.showPassword')}
        </button>
      </div>
    </div>
  );
}

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** 'username' where the email signs in to an account the browser may remember. */
  autoComplete?: 'email' | 'username';
}

/** The email input of the sign-in, registration and contact forms. */
export function EmailField({ value, onChange, autoComplete = 'email' }: EmailFieldProps) {
  return (
    <TextField
      label={t('kit.form.email')}
      name="email"
      type="email"
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
