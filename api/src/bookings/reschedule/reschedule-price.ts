import { ConflictException } from '@nestjs/common';
import { roundMoney } from '../../common/money';
import { TourBookingDocument } from '../tours/schemas/tour-booking.schema';
import { TourSlot } from '../tours/tour-slot';

export const PRICE_DIFFERS =
  'The new time has a different price, so this booking cannot be moved online. Please cancel it and book the new time.';

/**
 * The booking's total at another time of its tour, by the rule it was priced by (spec 4: CostPerPerson x
 * tickets, plus the extras). That rule does not depend on the date or the time, so a moved booking keeps
 * the total it was booked at, whatever the tour costs today. A date-dependent price goes here.
 */
export function totalAt(booking: TourBookingDocument, to: TourSlot): number {
  void to;
  return booking.cost;
}

/** What the new time costs more (positive) or less (negative) than the booking's total. */
export function priceDifference(booking: TourBookingDocument, to: TourSlot): number {
  return roundMoney(totalAt(booking, to) - booking.cost);
}

/**
 * Settles a price difference before the seats move: nothing to do for the same price, the only case the
 * pricing rule has today. The seam for a date-dependent price: a card payment's lower total refunded in
 * part, a higher one charged through a new Checkout Session (PaymentsService), both before the move; until
 * that exists, a different price is refused (409), never moved at the old price.
 */
export function settleDifference(difference: number): void {
  if (difference !== 0) throw new ConflictException(PRICE_DIFFERS);
}
