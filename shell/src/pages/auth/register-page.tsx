import { useState, type FormEvent } from 'react';
import { Link } from '@travel/shell/router';
import { Button, usePageMeta } from '@travel/shell/ui';
import {
  EmailField,
  FormMessage,
  PasswordField,
  TextField,
  useFormSubmit,
} from '@travel/shell/forms';
import { paths } from '@travel/shell/paths';
import { register } from './auth-api';
import { validateRegister } from './validation';
import { ResendVerification } from './resend-verification';
import '../form-page.css';

const SUCCESS_TEXT = 'Registration successful! Please check your email to verify.';

export function RegisterPage() {
  usePageMeta({
    title: 'Create an account',
    description: 'Create a free account to book one-day tours, hotels and special offers.',
  });
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return form.submit(
      validateRegister({ username, email, password }),
      async () =>
        (await register({ username: username.trim(), email: email.trim(), password })).message ||
        SUCCESS_TEXT,
      'Registration failed. Please try again.',
    );
  };

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={(event) => void submit(event)} noValidate>
        <h1>Register</h1>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <EmailField value={email} onChange={setEmail} />
        <PasswordField value={password} onChange={setPassword} autoComplete="new-password" />
        {/* The instruction stays: the visitor needs it until the mail arrives (no jump to the login form). */}
        <FormMessage error={form.error} success={form.success} />
        {form.success !== null && <ResendVerification email={email} />}
        <Button
          type="submit"
          busy={form.busy}
          busyText="Registering..."
          disabled={form.success !== null}
        >
          Register
        </Button>
        <p>
          Already have an account? <Link to={paths.login}>Login here</Link>
        </p>
      </form>
    </div>
  );
}
