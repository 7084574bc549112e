import type { FieldError } from '@travel/shell/forms';
import { t } from '@travel/shell/i18n';

/** 'Hotel name is required' / 'Hotel name must be at most 100 characters', as the server words them. */
export function requireText(
  field: string,
  label: string,
  value: string,
  max: number,
): FieldError | null {
  if (!value.trim()) return { field, message: t('admin.catalog.required', { label }) };
  if (value.trim().length > max)
    return { field, message: t('admin.catalog.tooLong', { label, max }) };
  return null;
}

/** An optional text's length rule. */
export function maxText(
  field: string,
  label: string,
  value: string,
  max: number,
): FieldError | null {
  return value.trim().length > max
    ? { field, message: t('admin.catalog.tooLong', { label, max }) }
    : null;
}

/** The number an input holds; NaN for an empty or malformed one. */
export function numberOrNaN(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The browser's own type guess; the server checks the bytes again. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** 'Only image files are allowed' when a picked file is not an image (the server's sentence). */
export function filesError(field: string, files: File[]): FieldError | null {
  return files.every(isImageFile) ? null : { field, message: t('admin.catalog.onlyImages') };
}

export const affiliateLinkMessage = () => t('admin.catalog.affiliateLink');
export const uploadImageMessage = () => t('admin.catalog.uploadImage');

/**
 * 'Price must have at most 2 decimals' (the server's sentence) for a valid number with finer than cents; the
 * API refuses it rather than rounding a price the admin typed. The tolerance absorbs binary noise.
 */
export function centsError(field: string, label: string, value: string): FieldError | null {
  const cents = numberOrNaN(value) * 100;
  if (!Number.isFinite(cents) || Math.abs(cents - Math.round(cents)) < 1e-6) return null;
  return { field, message: t('admin.catalog.cents', { label }) };
}

/** Under every catalog price, so the cents rule is known before sending. */
export const priceHint = () => t('admin.catalog.priceHint');

export const timeZoneMessage = () => t('admin.catalog.timeZoneMessage');
/** 'UTC' or Area/Location with its capitals, as the server takes them (it also checks its zone database). */
const ZONE_SHAPE = /^(UTC|[A-Z][A-Za-z]*(\/[A-Z][A-Za-z0-9_+-]*)+)$/;

/** A time zone the browser knows, in the IANA spelling; empty means the site's zone (or the current one). */
export function timeZoneError(field: string, value: string): FieldError | null {
  const name = value.trim();
  if (!name) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return { field, message: timeZoneMessage() };
  }
  return ZONE_SHAPE.test(name) ? null : { field, message: timeZoneMessage() };
}
