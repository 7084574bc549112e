import { TextField, type FieldBinding } from '@travel/shell/forms';
import { NAME_HINT, NAME_MAX } from '../lib/validation';

interface BookerFieldsProps {
  /** The form's bindings of its two fields: `form.field('name')`, `form.field('email')`. */
  name: FieldBinding;
  email: FieldBinding;
}

/** Who books: the name and email every booking form starts with. */
export function BookerFields({ name, email }: BookerFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        hint={NAME_HINT}
        {...name}
      />
      <TextField label="Email" type="email" autoComplete="email" required {...email} />
    </>
  );
}
