import { imageUrl } from '@travel/shell/http';
import { formatPrice } from '@travel/shell/ui';
import { formatDateTime } from '../../lib/format';
import type { AuditEntry } from './audit-api';
import './audit.css';
import { t } from '@travel/shell/i18n';

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

/** Stored field names the admin knows by another name (the forms' labels); others are spelled out. */
const FIELD_LABELS: Record<string, string> = {
  _id: 'Id',
  CostPerPerson: 'Cost per person',
  gallary: 'Gallery',
  capacityPerSlot: 'Seats per time',
  TrendingOffers: 'Trending',
  createdAt: 'Created',
  updatedAt: 'Updated',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  holdExpiresAt: 'Hold expires',
};

/** 'pricePerNight' -> 'Price per night', 'RoomType' -> 'Room type'. */
function spelledOut(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's path as the admin reads it: 'payment.status' -> 'Payment status', 'gallary' -> 'Gallery'. */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((key, index) => {
      const label = FIELD_LABELS[key] ?? spelledOut(key);
      return index ? label.toLowerCase() : label;
    })
    .join(' ');
}

const STORED_IMAGE = /^\/api\/images\/[0-9a-f]{24}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Fields a booking stores in minor units (cents), as the API keeps money it charged: shown as money. The
 * catalog's prices (CostPerPerson, a category's price) are in currency units and shown as they are.
 */
const MINOR_UNIT_FIELDS = new Set([
  'price.subtotal',
  'price.discount',
  'price.giftCard',
  'price.total',
  'payment.amount',
  'payment.refundAmount',
]);

const fromCents = (amount: number) => formatPrice(amount / 100);

/** A line of a booking's price ({name, count, amount} in cents): 'Adult x 2: $90.00'. */
function priceLineText(line: Record<string, unknown>): string | undefined {
  const { name, count, amount } = line;
  if (typeof name !== 'string' || typeof count !== 'number' || typeof amount !== 'number') {
    return undefined;
  }
  return `${name} x ${count}: ${fromCents(amount)}`;
}

/** A nested value on one line, as 'key: value' pairs, for whatever has no better form. */
function pairsText(value: Record<string, unknown>): string {
  const pairs = Object.entries(value)
    .filter(([, item]) => item !== undefined && item !== null && item !== '')
    .map(([key, item]) => `${fieldLabel(key).toLowerCase()}: ${showValue(item)}`);
  return pairs.length ? pairs.join('; ') : '—';
}

/**
 * A stored value as text: ids, dates and numbers as they are, lists joined, nothing as a dash. With its
 * field's path, money kept in cents reads as money and a price's lines as 'Adult x 2: $90.00'.
 */
export function showValue(value: unknown, field = ''): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number' && MINOR_UNIT_FIELDS.has(field)) return fromCents(value);
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => showValue(item, field)).join(', ') : '—';
  }
  if (typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    if (field === 'price.lines') return priceLineText(fields) ?? pairsText(fields);
    // A count per price category: 'adult x 2'.
    if (typeof fields.category === 'string' && typeof fields.count === 'number') {
      return `${fields.category} x ${fields.count}`;
    }
    return pairsText(fields);
  }
  return String(value);
}

/**
 * A value as the admin reads it: stored images as thumbnails, instants in the admin's clock, the rest as
 * text (showValue).
 */
function ChangeValue({ value, field }: { value: unknown; field: string }) {
  const images = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && STORED_IMAGE.test(item),
  );
  if (images.length && images.length === (Array.isArray(value) ? value.length : 1)) {
    return (
      <span className="adm-audit-changes__images">
        {images.map((src, index) => (
          <img
            key={`${src}-${index}`}
            src={imageUrl(src, 480)}
            alt={t('admin.history.image', { number: index + 1 })}
            width={48}
            height={36}
            loading="lazy"
            decoding="async"
          />
        ))}
      </span>
    );
  }
  if (typeof value === 'string' && INSTANT.test(value)) {
    return <time dateTime={value}>{formatDateTime(value) || value}</time>;
  }
  return <>{showValue(value, field)}</>;
}

/**
 * What an entry changed, readable: `Field: old → new` for a change, `Field: value` for a record created
 * or deleted (its whole state on one side).
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry.before, entry.after);
  if (!changes.length) return <span className="adm-muted">{t('admin.history.noField')}</span>;
  const oneSided = entry.before === null || entry.after === null;
  return (
    <ul className="adm-audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="adm-audit-changes__field" title={change.field}>
            {fieldLabel(change.field)}
          </span>
          :{' '}
          {oneSided ? (
            <ChangeValue
              field={change.field}
              value={entry.before === null ? change.after : change.before}
            />
          ) : (
            <>
              <del>
                <ChangeValue field={change.field} value={change.before} />
              </del>{' '}
              →{' '}
              <ins>
                <ChangeValue field={change.field} value={change.after} />
              </ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
