import { BadRequestException } from '@nestjs/common';
import { assertWithinHorizon } from '../shared/booking-horizon';
import { assertContact, assertObjectId, isFilled, missingFields } from '../shared/booking-input';
import { dayNumber } from '../../common/calendar';
import { roundMoney } from '../../common/money';
import { CreateStayBookingDto } from './dto/create-stay-booking.dto';
import { MAX_NIGHTS, MIN_GUESTS } from './stay-booking.limits';

/** Keeps a booking's night claims (one document per night) bounded. */

export interface StayRequest {
  name: string;
  email: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  offerId: string;
  pricePerNight: number;
  totalCost: number;
  costPerPerson: number;
}

export interface StayQuote {
  pricePerNight: number;
  totalCost: number;
  costPerPerson: number;
}

/**
 * The stay form's rules (`CreateStayBookingDto` checks only the shape): every required field (at least one
 * guest) first, then the email, the guest limit, the dates (check-in today or later, `today` being
 * earliestToday(); check-out after check-in; at most `maxNights`, MAX_NIGHTS_PER_STAY, and never more than
 * MAX_NIGHTS).
 */
export function checkStayRequest(
  dto: CreateStayBookingDto,
  today: string,
  guestLimit: number,
  maxNights: number = MAX_NIGHTS,
): StayRequest {
  const {
    name,
    email,
    checkIn,
    checkOut,
    guests,
    offerId,
    pricePerNight,
    totalCost,
    costPerPerson,
  } = dto;
  if (
    !isFilled(name) ||
    !isFilled(email) ||
    !isFilled(checkIn) ||
    !isFilled(checkOut) ||
    !isFilled(guests) ||
    !isFilled(offerId) ||
    !isFilled(pricePerNight) ||
    !isFilled(totalCost) ||
    !isFilled(costPerPerson) ||
    guests < MIN_GUESTS
  ) {
    throw missingFields();
  }
  assertContact(name, email);
  if (!Number.isInteger(guests))
    throw new BadRequestException('Number of guests must be a whole number');
  if (guests > guestLimit)
    throw new BadRequestException(`Number of guests cannot exceed ${guestLimit}`);
  const from = dayNumber(checkIn);
  const to = dayNumber(checkOut);
  if (from === null || to === null) throw new BadRequestException('Please enter a valid date');
  if (checkIn < today) throw new BadRequestException('Please choose a check-in date from today on');
  assertWithinHorizon(checkIn, today);
  if (to <= from) throw new BadRequestException('Check-out must be after check-in');
  const nightCap = Math.min(MAX_NIGHTS, maxNights);
  if (to - from > nightCap)
    throw new BadRequestException(`A stay can last at most ${nightCap} nights`);
  assertObjectId(offerId, 'offer');
  return {
    name,
    email,
    checkIn,
    checkOut,
    nights: to - from,
    guests,
    offerId,
    pricePerNight,
    totalCost,
    costPerPerson,
  };
}

/** Spec 4: per night = Price x guests, total = per night x nights, per person = total / guests. */
export function stayQuote(price: number, guests: number, nights: number): StayQuote {
  const total = price * guests * nights;
  return {
    pricePerNight: roundMoney(price * guests),
    totalCost: roundMoney(total),
    costPerPerson: roundMoney(total / guests),
  };
}
