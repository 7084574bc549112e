import { t } from '@travel/shell/i18n';
import { isValidPhoneNumber } from 'react-phone-number-input';

export { PhoneField, usePhoneCountry, type PhoneFieldProps } from './phone-field';
export { internationalOf } from './national-number-input';

/** The message of a phone number that is not a valid international one (the API's, word for word). */
export const invalidPhoneMessage = (): string => t('kit.form.invalidPhone');

/** What the API takes: an international number (+ and the country code) that is a valid one. */
export function isValidPhone(value: string): boolean {
  return value.startsWith('+') && isValidPhoneNumber(value);
}
