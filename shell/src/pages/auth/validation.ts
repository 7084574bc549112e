// Client-side checks repeat the server's rules for fast feedback, with the same messages and
// in the order of spec section 5.
import { t } from '@travel/shell/i18n';
import { isEmail } from '@travel/shell/forms';

export const PASSWORD_MIN_LENGTH = 6;

export function validateLogin({
  email,
  password,
}: {
  email: string;
  password: string;
}): string | null {
  return email.trim() && password ? null : t('shell.auth.fillAll');
}

export function validatePassword(password: string): string | null {
  if (!password) return t('shell.auth.passwordRequired');
  if (password.length < PASSWORD_MIN_LENGTH) {
    return t('shell.auth.passwordShort', { min: PASSWORD_MIN_LENGTH });
  }
  return null;
}

export function validateEmail(email: string): string | null {
  if (!email.trim()) return t('shell.auth.emailRequired');
  if (!isEmail(email)) return t('shell.auth.emailInvalid');
  return null;
}

export function validateRegister(input: {
  username: string;
  email: string;
  password: string;
}): string | null {
  if (!input.username.trim()) return t('shell.auth.usernameRequired');
  return validateEmail(input.email) ?? validatePassword(input.password);
}
