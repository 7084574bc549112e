import { useId, useState } from 'react';

export interface PasswordFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
}

export function PasswordField({
  label = 'Password',
  value,
  onChange,
  autoComplete,
  name = 'password',
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="sh-field">
      <label htmlFor={id}>{label}</label>
      <div className="sh-password">
        <input
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
          {visible ? 'Hide password' : 'Show password'}
        </button>
      </div>
    </div>
  );
}
