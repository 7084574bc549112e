import { BadRequestException } from '@nestjs/common';
import { isEmail } from 'class-validator';
import { isValidObjectId } from 'mongoose';

/** Messages and checks both booking forms share (spec 5, with the booking forms' own wording). */
export const REQUIRED = 'Please fill in all required fields';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const NAME_MAX = 100;

export function isFilled<T>(value: T | undefined | null): value is T {
  return value !== undefined && value !== null && value !== '';
}

export function missingFields(): BadRequestException {
  return new BadRequestException(REQUIRED);
}

export function assertContact(name: string, email: string): void {
  if (name.length > NAME_MAX)
    throw new BadRequestException(`Name must be at most ${NAME_MAX} characters long`);
  if (!isEmail(email)) throw new BadRequestException(INVALID_EMAIL);
}

/** A malformed id of what is booked is bad input (400); a well-formed unknown one is a 404 later. */
export function assertObjectId(id: string, what: string): void {
  if (!/^[0-9a-f]{24}$/i.test(id) || !isValidObjectId(id))
    throw new BadRequestException(`Invalid ${what} id`);
}
