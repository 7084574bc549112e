import { BadRequestException } from '@nestjs/common';
import { dayNumber } from './calendar';

/**
 * An optional 'YYYY-MM-DD' query value: absent or empty is undefined; anything else but a real calendar
 * date (a repeated parameter arrives as an array) is a 400 naming the parameter.
 */
export function parseDay(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || dayNumber(raw) === null) {
    throw new BadRequestException(`${name} must be a date in the form YYYY-MM-DD`);
  }
  return raw;
}

/** The user's text as a literal, case-insensitive pattern: `.*` finds a dot followed by a star, nothing more. */
export function literalPattern(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}
