import { TextField, type FieldBinding } from '@travel/shell/forms';
import { PhoneField, usePhoneCountry } from '@travel/shell/phone';
import { nameHint, NAME_MAX } from '../lib/validation';
import { t } from '@travel/shell/i18n';

interface BookerFieldsProps {
  /** The form's bindings of its fields: `form.field('name')`, `form.field('email')`. */
  name: FieldBinding;
  email: FieldBinding;
  /** The optional phone: its binding, and how a number is set (the phone field gives values, not events). */
  phone?: FieldBinding & { onValue: (phone: string) => void };
}

/**
 * Who books: the name and email every booking form starts with, and an optional phone with its country
 * beside it, as the contact form takes it (the country looked up once the visitor starts on these fields).
 */
export function BookerFields({ name, email, phone }: BookerFieldsProps) {
  const { country, detect } = usePhoneCountry();
  return (
    // `display: contents`: the fields stay in the form's grid as if they were its own children.
    <div style={{ display: 'contents' }} onFocus={phone ? detect : undefined}>
      <TextField
        label={t('booking.booker.name')}
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        hint={nameHint()}
        {...name}
      />
      <TextField
        label={t('booking.booker.email')}
        type="email"
        autoComplete="email"
        required
        {...email}
      />
      {phone ? (
        <PhoneField
          id={phone.id}
          name={phone.name}
          label={t('booking.booker.phone')}
          hint={t('booking.booker.phoneHint')}
          defaultCountry={country}
          value={phone.value}
          onChange={phone.onValue}
          error={phone.error ?? undefined}
        />
      ) : null}
    </div>
  );
}
