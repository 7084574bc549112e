import { formCheck, isEmail, type FormCheck } from '@travel/shell/forms';
import { t } from '@travel/shell/i18n';

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
      ? { field: 'name', message: t('admin.resellers.check.name') }
      : null,
    isEmail(values.email.trim())
      ? null
      : { field: 'email', message: t('admin.resellers.check.email') },
  );
}

/** Keys still accepted, and how the list names them. */
export function keysLabel(reseller: { keys: { revokedAt?: string }[] }): string {
  const live = reseller.keys.filter((key) => !key.revokedAt).length;
  return t('admin.resellers.keys', { count: live });
}
