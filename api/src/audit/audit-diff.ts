/**
 * What an audit entry keeps of a record: plain JSON (ids and dates as strings, so an entry reads the same
 * wherever it is shown), without secrets, and for a change only the fields that changed.
 */

/** A JSON value as entries store it. */
export type AuditValue = string | number | boolean | null | AuditValue[] | AuditFields;
export interface AuditFields {
  [field: string]: AuditValue;
}

/**
 * Fields never written to the audit trail, at any depth: password hashes, the hashes of mailed tokens
 * (manage, verification, reset), session counters, Stripe's checkout links and client secrets, and the
 * keyed hash of a visitor's address. Matched by name so a new `...TokenHash` field is left out without a
 * change here.
 */
const SECRET_FIELD = /password|token|secret|hash|^clientKey$|^checkoutUrl$/i;

/** Bookkeeping fields whose change says nothing an admin needs (every write bumps them). */
const NOISE = new Set(['__v', 'updatedAt']);

/** Anything with `toObject` (a mongoose document) or a plain value, as scrubbed JSON. */
export function snapshot(value: unknown): AuditFields | null {
  if (value === null || value === undefined) return null;
  const plain =
    typeof value === 'object' && 'toObject' in value && typeof value.toObject === 'function'
      ? (value.toObject as () => unknown).call(value)
      : value;
  // JSON turns ObjectIds and Dates into the strings a client sees, and drops undefined fields.
  const json = JSON.parse(JSON.stringify(plain)) as AuditValue;
  const scrubbed = scrub(json);
  return isFields(scrubbed) ? scrubbed : null;
}

function isFields(value: AuditValue): value is AuditFields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scrub(value: AuditValue): AuditValue {
  if (Array.isArray(value)) return value.map(scrub);
  if (!isFields(value)) return value;
  const kept: AuditFields = {};
  for (const [field, inner] of Object.entries(value)) {
    if (SECRET_FIELD.test(field) || NOISE.has(field)) continue;
    kept[field] = scrub(inner);
  }
  return kept;
}

/**
 * The fields that differ between two snapshots, each side holding only those. Nested objects (a booking's
 * `payment`) are compared field by field, so a payment that became `paid` shows `payment.status` and what
 * came with it, not the whole sub-document; lists are compared whole. A field present on one side only is
 * null on the other.
 */
export function changes(
  before: AuditFields | null,
  after: AuditFields | null,
): { before: AuditFields | null; after: AuditFields | null } {
  if (!before || !after) return { before, after };
  const was: AuditFields = {};
  const is: AuditFields = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[field] ?? null;
    const now = after[field] ?? null;
    if (isFields(old) && isFields(now)) {
      const inner = changes(old, now);
      if (inner.before && Object.keys(inner.before).length) {
        was[field] = inner.before;
        is[field] = inner.after;
      }
    } else if (JSON.stringify(old) !== JSON.stringify(now)) {
      was[field] = old;
      is[field] = now;
    }
  }
  return { before: was, after: is };
}
