import type { AriaAttributes } from 'react';
import { TextField } from '@travel/shell/forms';

interface DateRangeFieldsProps {
  fromLabel: string;
  toLabel: string;
  /** YYYY-MM-DD or '' (open). */
  from: string;
  to: string;
  onChange: (patch: Partial<Record<'from' | 'to', string>>) => void;
  /** Set on both fields, e.g. when the range is refused. */
  aria?: Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby'>;
}

/** A filter's "from" and "to" days (fields `from` and `to`), each bounding the other's calendar. */
export function DateRangeFields({
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
  aria,
}: DateRangeFieldsProps) {
  const day = (bound: 'from' | 'to', label: string, limits: { min?: string; max?: string }) => (
    <TextField
      label={label}
      name={bound}
      type="date"
      value={bound === 'from' ? from : to}
      {...limits}
      {...aria}
      onChange={(event) => onChange({ [bound]: event.target.value })}
    />
  );
  return (
    <>
      {day('from', fromLabel, { max: to || undefined })}
      {day('to', toLabel, { min: from || undefined })}
    </>
  );
}
