import { formCheck, isEmail, type FormCheck } from '@travel/shell/forms';

export interface ResellerValues {
  name: string;
  email: string;
}

export const EMPTY_RESELLER: ResellerValues = { name: '', email: '' };

/** The API's own rules, checked before sending (it checks them again). */
export function validateReseller(values: ResellerValues): FormCheck {
  const name = values.name.trim();
  return formCheck(
    name === '' || name.length > 100
      ? { field: 'name', message: 'Reseller name must be 1 to 100 characters' }
      : null,
    isEmail(values.email.trim()) ? null : { field: 'email', message: 'Please enter a valid email' },
  );
}

/** Keys still accepted, and how the list names them. */
export function keysLabel(reseller: { keys: { revokedAt?: string }[] }): string {
  const live = reseller.keys.filter((key) => !key.revokedAt).length;
  return `${live} ${live === 1 ? 'key' : 'keys'}`;
}
