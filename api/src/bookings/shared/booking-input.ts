import { BadRequestException } from '@nestjs/common';
import { isObjectIdString } from '../../common/object-id';
import { isPlainEmail } from '../../common/validation/plain-email';

/** Messages and checks both booking forms share (spec 5, with the booking forms' own wording). */
export const REQUIRED = 'Please fill in all required fields';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const NAME_MAX = 80;
export const NAME_NOT_ONE_LINE = 'Name must be one line of printable characters';
export const NAME_WITH_LINK = 'Name must not contain a link';
/** Line breaks, control, format (bidi, zero-width), private-use and unassigned characters. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/u;
/** What mail programs turn into a link: a scheme, `//` or `www.`. */
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\b(?:https?|mailto|javascript|data):|www\./i;

/** One line of printable characters: nothing that breaks a mail's line or hides text. */
export function isOneLine(text: string): boolean {
  return !UNPRINTABLE.test(text);
}

export function isFilled<T>(value: T | undefined | null): value is T {
  return value !== undefined && value !== null && value !== '';
}

export function missingFields(): BadRequestException {
  return new BadRequestException(REQUIRED);
}

/**
 * The booker's name goes into the mails: one line of printable characters, no link, of a sensible length,
 * so that nobody can have the site mail their text to someone else.
 */
export function assertContact(name: string, email: string): void {
  if (name.length > NAME_MAX)
    throw new BadRequestException(`Name must be at most ${NAME_MAX} characters long`);
  if (!isOneLine(name)) throw new BadRequestException(NAME_NOT_ONE_LINE);
  if (LINK.test(name)) throw new BadRequestException(NAME_WITH_LINK);
  if (!isPlainEmail(email)) throw new BadRequestException(INVALID_EMAIL);
}

/** A malformed id of what is booked is bad input (400); a well-formed unknown one is a 404 later. */
export function assertObjectId(id: string, what: string): void {
  if (!isObjectIdString(id)) throw new BadRequestException(`Invalid ${what} id`);
}
