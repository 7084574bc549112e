import { Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { priceView } from '../pricing';
import { PriceRecord, PromoRecord } from '../schemas/price-record.schema';
import { PriceLineView, priceLinesView, PriceViewDto } from './price.dto';

/** What every booking view adds of its price: the breakdown as charged, and the promo code used. */
export interface BookingPriceView {
  price?: PriceViewDto;
  priceLines?: PriceLineView[];
  promoCode?: string;
}

/** `base` with the price fields of a booking view (tour and stay alike). */
export function BookingPriceFields<T extends Type<object>>(base: T) {
  class WithPrice extends base implements BookingPriceView {
    @ApiPropertyOptional({
      type: PriceViewDto,
      description: 'The price as charged (absent on bookings made before it was kept)',
    })
    price?: PriceViewDto;

    @ApiPropertyOptional({ type: [PriceLineView], description: 'What the price is made of' })
    priceLines?: PriceLineView[];

    @ApiPropertyOptional({ description: 'The promo code used, as the admin wrote it' })
    promoCode?: string;
  }
  return WithPrice;
}

/** The price fields of a stored booking's view. */
export function bookingPriceOf(booking: {
  price?: PriceRecord;
  promo?: PromoRecord;
}): BookingPriceView {
  if (!booking.price) return {};
  return {
    price: priceView(booking.price),
    priceLines: priceLinesView(booking.price),
    ...(booking.promo && { promoCode: booking.promo.code }),
  };
}
