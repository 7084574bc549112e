import { Link } from '@travel/shell/router';
import { Button, usePageMeta } from '@travel/shell/ui';
import {
  EmailField,
  FormMessage,
  PasswordField,
  TextField,
  formProblem,
  useForm,
} from '@travel/shell/forms';
import { apiErrorMessage } from '@travel/shell/http';
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
  const form = useForm({
    initial: { username: '', email: '', password: '' },
    check: (values) => formProblem(validateRegister(values)),
    send: ({ username, email, password }) =>
      register({ username: username.trim(), email: email.trim(), password }),
    onSent: (answer) => answer.message || SUCCESS_TEXT,
    serverFieldErrors: false,
    onRefused: (error) => apiErrorMessage(error, 'Registration failed. Please try again.'),
  });
  const { username, email, password } = form.values;

  return (
    <div className="sh-page sh-auth">
      <form className="sh-card sh-form" onSubmit={form.handleSubmit} noValidate>
        <h1>Register</h1>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => form.set('username', event.target.value)}
        />
        <EmailField value={email} onChange={(value) => form.set('email', value)} />
        <PasswordField
          value={password}
          onChange={(value) => form.set('password', value)}
          autoComplete="new-password"
        />
        {/* The instruction stays: the visitor needs it until the mail arrives (no jump to the login form). */}
        <FormMessage error={form.problem ?? form.refusal} success={form.success} />
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
