import { SelectField } from '@travel/shell/forms';
import { t } from '@travel/shell/i18n';

interface AllOrOneFieldProps<V extends string> {
  label: string;
  name: string;
  /** '' is "All". */
  value: V | '';
  values: readonly V[];
  /** Each value's label, in the page's language. */
  labelOf: (value: V) => string;
  onChange: (value: V | '') => void;
}

/** A list filter's select: "All" (the empty value) or one of `values`, each shown by its label. */
export function AllOrOneField<V extends string>({
  label,
  name,
  value,
  values,
  labelOf,
  onChange,
}: AllOrOneFieldProps<V>) {
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value as V | '')}
    >
      <option value="">{t('admin.common.all')}</option>
      {values.map((one) => (
        <option key={one} value={one}>
          {labelOf(one)}
        </option>
      ))}
    </SelectField>
  );
}
