import { badRequest } from './octo-errors';
import type { OctoContact } from './schemas/octo-booking.schema';

/**
 * The checks of OCTO request bodies: each field's type, with the specification's BAD_REQUEST and a sentence
 * naming the field. The ids are checked against the catalog afterwards (INVALID_PRODUCT_ID, ...).
 */
export type Body = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longer free text than any reseller sends: kept out of the bookings. */
const TEXT_MAX = 1000;
/** More unit items than a booking may have tickets is refused by the booking rules; this bounds the body. */
const UNIT_ITEMS_MAX = 100;

export function bodyOf(raw: unknown): Body {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw badRequest('The request body must be a JSON object');
  }
  return raw as Body;
}

export function requiredString(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${field} is required`);
  if (value.length > TEXT_MAX) throw badRequest(`${field} is too long`);
  return value;
}

export function optionalString(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  if (value.length > TEXT_MAX) throw badRequest(`${field} is too long`);
  return value;
}

export function optionalUuid(body: Body, field: string): string | undefined {
  const value = optionalString(body, field);
  if (value !== undefined && !UUID.test(value)) throw badRequest(`${field} must be a UUID`);
  return value?.toLowerCase();
}

export function optionalMinutes(body: Body, field: string, max: number): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw badRequest(`${field} must be a whole number from 1 to ${max}`);
  }
  return value;
}

/** `unitItems`: at least one, each naming its unit. */
export function unitItemsOf(
  body: Body,
  required: boolean,
): { unitId: string; uuid?: string; resellerReference?: string }[] | undefined {
  const items = body.unitItems;
  if (items === undefined && !required) return undefined;
  if (!Array.isArray(items) || items.length === 0) {
    throw badRequest('unitItems must list at least one unit');
  }
  if (items.length > UNIT_ITEMS_MAX)
    throw badRequest(`unitItems must list at most ${UNIT_ITEMS_MAX} units`);
  return items.map((item: unknown) => {
    const unit = bodyOf(item);
    return {
      unitId: requiredString(unit, 'unitId'),
      uuid: optionalUuid(unit, 'uuid'),
      resellerReference: optionalString(unit, 'resellerReference'),
    };
  });
}

const CONTACT_TEXT = [
  'fullName',
  'firstName',
  'lastName',
  'emailAddress',
  'phoneNumber',
  'postalCode',
  'country',
  'notes',
] as const;

/** A contact object, its fields as given (strings or null); `emailAddress` an address when given. */
export function contactOf(body: Body, required: boolean): OctoContact | undefined {
  if (body.contact === undefined || body.contact === null) {
    if (required) throw badRequest('contact is required');
    return undefined;
  }
  const raw = bodyOf(body.contact);
  const contact: OctoContact = {};
  for (const field of CONTACT_TEXT) {
    const value = optionalString(raw, field);
    if (value !== undefined) contact[field] = value;
  }
  if (contact.emailAddress && !EMAIL.test(contact.emailAddress)) {
    throw badRequest('contact.emailAddress must be an email address');
  }
  if (raw.locales !== undefined) {
    if (
      !Array.isArray(raw.locales) ||
      raw.locales.some((l) => typeof l !== 'string' || l.length > 20)
    ) {
      throw badRequest('contact.locales must be a list of language tags');
    }
    contact.locales = (raw.locales as string[]).slice(0, 10);
  }
  return contact;
}

/** The guest's name as the booking keeps it: the full name, else first and last. */
export function nameOf(contact: OctoContact | undefined): string | undefined {
  const full = contact?.fullName?.trim();
  if (full) return full;
  const parts = [contact?.firstName, contact?.lastName].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
