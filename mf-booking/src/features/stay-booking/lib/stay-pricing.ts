import { daysBetween } from '../../../lib/dates';
import { roundToCents } from '../../../lib/money';

export const DEFAULT_GUEST_LIMIT = 4;

export interface StayQuote {
  nights: number;
  pricePerNight: number;
  totalCost: number;
  costPerPerson: number;
}

/**
 * The stay price of spec section 4, mirrored from the API: per night = offer price x guests,
 * total = per night x nights, per person = total / guests. Null until both dates are set, the
 * stay is at least one night long and there is at least one guest.
 */
export function stayQuote(
  price: number,
  guests: number,
  checkIn: string,
  checkOut: string,
): StayQuote | null {
  const nights = daysBetween(checkIn, checkOut);
  if (nights === null || nights <= 0) return null;
  if (!Number.isInteger(guests) || guests < 1 || !Number.isFinite(price)) return null;
  const pricePerNight = price * guests;
  const total = pricePerNight * nights;
  return {
    nights,
    pricePerNight: roundToCents(pricePerNight),
    totalCost: roundToCents(total),
    costPerPerson: roundToCents(total / guests),
  };
}

/** A guest limit is usable only as a number greater than zero; anything else means the default. */
export function parseGuestLimit(value: unknown): number | null {
  const limit = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof limit !== 'number' || !Number.isFinite(limit) || limit <= 0) return null;
  // Guests are whole people: 2.5 allows 2, and 0.5 allows nobody, which is no usable limit.
  const whole = Math.floor(limit);
  return whole >= 1 ? whole : null;
}
