import type { AriaAttributes } from 'react';
import { TextField } from '@travel/shell/forms';

interface DateRangeFieldsProps {
  fromLabel: string;
  toLabel: string;
  /** YYYY-MM-DD or '' (open). */
  from: string;
  to: string;
  onChange: (patch: { from: string } | { to: string }) => void;
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
  return (
    <>
      <TextField
        label={fromLabel}
        name="from"
        type="date"
        value={from}
        max={to || undefined}
        {...aria}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <TextField
        label={toLabel}
        name="to"
        type="date"
        value={to}
        min={from || undefined}
        {...aria}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </>
  );
}
