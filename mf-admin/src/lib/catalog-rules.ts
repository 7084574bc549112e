import type { FieldError } from '@travel/shell/forms';

/** 'Hotel name is required' / 'Hotel name must be at most 100 characters', as the server words them. */
export function requireText(
  field: string,
  label: string,
  value: string,
  max: number,
): FieldError | null {
  if (!value.trim()) return { field, message: `${label} is required` };
  if (value.trim().length > max)
    return { field, message: `${label} must be at most ${max} characters` };
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
    ? { field, message: `${label} must be at most ${max} characters` }
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
  return files.every(isImageFile) ? null : { field, message: 'Only image files are allowed' };
}

export const AFFILIATE_LINK_MESSAGE = 'Please enter a valid affiliate link (http or https)';
export const UPLOAD_IMAGE_MESSAGE = 'Please upload an image';

/**
 * 'Price must have at most 2 decimals' (the server's sentence) for a valid number with finer than cents; the
 * API refuses it rather than rounding a price the admin typed. The tolerance absorbs binary noise.
 */
export function centsError(field: string, label: string, value: string): FieldError | null {
  const cents = numberOrNaN(value) * 100;
  if (!Number.isFinite(cents) || Math.abs(cents - Math.round(cents)) < 1e-6) return null;
  return { field, message: `${label} must have at most 2 decimals` };
}

/** Under every catalog price, so the cents rule is known before sending. */
export const PRICE_HINT = 'In dollars, up to 2 decimals (89.99).';

export const TIME_ZONE_MESSAGE =
  'Please enter a valid IANA time zone name, e.g. Europe/Lisbon, America/Los_Angeles or UTC';
/** 'UTC' or Area/Location with its capitals, as the server takes them (it also checks its zone database). */
const ZONE_SHAPE = /^(UTC|[A-Z][A-Za-z]*(\/[A-Z][A-Za-z0-9_+-]*)+)$/;

/** A time zone the browser knows, in the IANA spelling; empty means the site's zone (or the current one). */
export function timeZoneError(field: string, value: string): FieldError | null {
  const name = value.trim();
  if (!name) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return { field, message: TIME_ZONE_MESSAGE };
  }
  return ZONE_SHAPE.test(name) ? null : { field, message: TIME_ZONE_MESSAGE };
}
