import { TextField, type FieldBinding } from '@travel/shell/forms';
import { PhoneField, usePhoneCountry } from '@travel/shell/phone';
import { NAME_HINT, NAME_MAX } from '../lib/validation';

interface BookerFieldsProps {
  /** The form's bindings of its fields: `form.field('name')`, `form.field('email')`. */
  name: FieldBinding;
  email: FieldBinding;
  /** The optional phone: its binding, and how a number is set (the phone field gives values, not events). */
  phone?: FieldBinding & { onValue: (phone: string) => void };
}

export const PHONE_HINT = 'Optional: so that we can reach you on the day.';

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
        label="Name"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        hint={NAME_HINT}
        {...name}
      />
      <TextField label="Email" type="email" autoComplete="email" required {...email} />
      {phone ? (
        <PhoneField
          id={phone.id}
          name={phone.name}
          label="Phone (optional)"
          hint={PHONE_HINT}
          defaultCountry={country}
          value={phone.value}
          onChange={phone.onValue}
          error={phone.error ?? undefined}
        />
      ) : null}
    </div>
  );
}
