import { TextField } from '@travel/shell/forms';
import { NAME_HINT, NAME_MAX } from '../lib/validation';

interface BookerFieldsProps {
  idPrefix: string;
  name: string;
  email: string;
  onChange: (field: 'name' | 'email', value: string) => void;
  /** Each field's message, once a submit was refused. */
  errors?: { name?: string; email?: string };
}

/** Who books: the name and email every booking form starts with. */
export function BookerFields({ idPrefix, name, email, onChange, errors = {} }: BookerFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        hint={NAME_HINT}
        error={errors.name}
        value={name}
        onChange={(e) => onChange('name', e.target.value)}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        value={email}
        onChange={(e) => onChange('email', e.target.value)}
      />
    </>
  );
}
