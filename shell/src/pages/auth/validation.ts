// Client-side checks repeat the server's rules for fast feedback, with the same messages and
// in the order of spec section 5.
import { isEmail } from '@travel/shell/forms';

export const PASSWORD_MIN_LENGTH = 6;

export function validateLogin({
  email,
  password,
}: {
  email: string;
  password: string;
}): string | null {
  return email.trim() && password ? null : 'Please fill in all fields';
}

export function validatePassword(password: string): string | null {
  if (!password) return 'Password is required';
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  }
  return null;
}

export function validateEmail(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  if (!isEmail(email)) return 'Please enter a valid email address';
  return null;
}

export function validateRegister(input: {
  username: string;
  email: string;
  password: string;
}): string | null {
  if (!input.username.trim()) return 'Username is required';
  return validateEmail(input.email) ?? validatePassword(input.password);
}
