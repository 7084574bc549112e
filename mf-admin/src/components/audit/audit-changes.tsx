import type { AuditEntry } from './audit-api';
import './audit.css';

type Fields = AuditEntry['before'];

/** One field's change, nested fields named by their path ('payment.status'). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

function isFields(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The changed fields of an entry, one line each. The API keeps only what changed (every field for a
 * creation or deletion), nested objects only by their changed fields, so this just walks both sides.
 */
export function fieldChanges(before: Fields, after: Fields, prefix = ''): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].flatMap((key) => {
    const old = before?.[key];
    const now = after?.[key];
    const field = prefix + key;
    if ((isFields(old) || old === undefined) && (isFields(now) || now === undefined)) {
      return fieldChanges(
        (old as Fields | undefined) ?? null,
        (now as Fields | undefined) ?? null,
        `${field}.`,
      );
    }
    return [{ field, before: old, after: now }];
  });
}

/** A stored value as text: ids, dates and numbers as they are, lists joined, nothing as a dash. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(showValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * What an entry changed, readable: `field: old → new` for a change, `field: value` for a record created
 * or deleted (its whole state on one side).
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  if (!changes.length) return <span className="adm-muted">No field changed</span>;
  const oneSided = entry.before === null || entry.after === null;
  return (
    <ul className="adm-audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="adm-audit-changes__field">{change.field}</span>:{' '}
          {oneSided ? (
            showValue(entry.before === null ? change.after : change.before)
          ) : (
            <>
              <del>{showValue(change.before)}</del> → <ins>{showValue(change.after)}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
