import { isEmail, ValidateBy } from 'class-validator';

/**
 * An address as people have them: RFC 5321 lets a local part hold `?`, `&`, `=` or `%`, which is how
 * `a?bcc=attacker@evil.example` would add a hidden recipient to a `mailto:` link built from it.
 */
const PLAIN_LOCAL_PART = /^[a-z0-9._+-]+@/i;

export function isPlainEmail(value: unknown): value is string {
  return typeof value === 'string' && isEmail(value) && PLAIN_LOCAL_PART.test(value);
}

export const IsPlainEmail = (message = 'Please enter a valid email address') =>
  ValidateBy({
    name: 'isPlainEmail',
    validator: { validate: isPlainEmail, defaultMessage: () => message },
  });
