import { SelectField } from '@travel/shell/forms';

interface AllOrOneFieldProps<V extends string> {
  label: string;
  name: string;
  /** '' is "All". */
  value: V | '';
  values: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V | '') => void;
}

/** A list filter's select: "All" (the empty value) or one of `values`, each shown by its label. */
export function AllOrOneField<V extends string>({
  label,
  name,
  value,
  values,
  labels,
  onChange,
}: AllOrOneFieldProps<V>) {
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
    >
      <option value="">All</option>
      {values.map((one) => (
        <option key={one} value={one}>
          {labels[one]}
        </option>
      ))}
    </SelectField>
  );
}
