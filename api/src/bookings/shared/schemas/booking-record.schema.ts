import { Prop } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { UTC } from '../../../common/time-zones/zoned-time';
import { BOOKING_STATUSES, BookingStatus } from '../booking-status';
import { PaymentRecord, PaymentRecordSchema } from './payment-record.schema';
import {
  GiftCardRecord,
  GiftCardRecordSchema,
} from '../../../gift-cards/schemas/gift-card-record.schema';
import {
  PriceRecord,
  PriceRecordSchema,
  PromoRecord,
  PromoRecordSchema,
} from '../../../pricing/schemas/price-record.schema';
import { LangProp } from '../../../common/i18n/lang-prop';
import type { Lang } from '../../../common/i18n/languages';

/**
 * Where a booking was made: the site, an admin booking for a phone or walk-in customer, or a reseller's sale
 * through the OCTO API.
 */
export const BOOKING_CHANNELS = ['web', 'back-office', 'octo'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

/**
 * What every booking document holds whatever was booked: its reference, the booker, its lifecycle state and
 * the day it was made. Tour and stay bookings extend it with what they book (each with its own @Schema).
 */
export abstract class BookingRecord {
  @Prop({ required: true, unique: true })
  reference: string;

  @Prop({ required: true })
  name: string;

  /** Lower-cased: "my bookings" matches it against the account's email. */
  @Prop({ required: true, index: true })
  email: string;

  /** The language it was made in: every mail to it is written in it (see LangProp). */
  @LangProp()
  lang?: Lang;

  /** Optional, E.164 (+12025550123): the number to call the guest on. */
  @Prop()
  phone?: string;

  /** Absent on bookings made before the lifecycle: they read as confirmed (see booking-status). */
  @Prop({ type: String, enum: BOOKING_STATUSES })
  status?: BookingStatus;

  /** Set while held: unconfirmed past it, the booking is expired. */
  @Prop()
  holdExpiresAt?: Date;

  @Prop()
  cancelledAt?: Date;

  /** SHA-256 (hex) of the manage link's token; the token itself is only mailed. */
  @Prop()
  manageTokenHash?: string;

  /**
   * SHA-256 (hex) of the reminder mail's manage-link token: a link of its own, so the confirmation's link
   * keeps working beside it (see bookings/reminders).
   */
  @Prop()
  reminderTokenHash?: string;

  /**
   * A hold's units of the hold limits' quotas (QuotaTokens `_id`s): given back when the hold ends, so a
   * confirmed, cancelled or lapsed hold stops counting. Absent on a booking not held.
   */
  @Prop({ type: [String], default: undefined })
  holdTokens?: string[];

  /** The card payment, when the booking was made with payments on; absent: paid on the day. */
  @Prop({ type: PaymentRecordSchema })
  payment?: PaymentRecord;

  /**
   * Its tour's or offer's IANA time zone when booked: its date, time and check-in are wall-clock times
   * there. Absent on bookings made before time zones, which meant UTC (see zoneOf).
   */
  @Prop()
  timeZone?: string;

  /** How it was made: absent on the site (`web`), `back-office` when an admin booked it for a caller. */
  @Prop({ type: String, enum: BOOKING_CHANNELS })
  channel?: BookingChannel;

  /** The reseller whose OCTO sale it is (channel `octo`): its name copied, as the manifest shows it. */
  @Prop({ type: { _id: false, id: { type: Types.ObjectId, required: true }, name: String } })
  reseller?: { id: Types.ObjectId; name: string };

  /** The admin's internal note: shown in the admin only, never to the visitor (see the admin views). */
  @Prop()
  note?: string;

  /** When an admin marked a booking without a card payment paid (on the day). */
  @Prop()
  paidOnDayAt?: Date;
  /** The price as charged, in minor units (see pricing/); absent on bookings made before it was kept. */
  @Prop({ type: PriceRecordSchema })
  price?: PriceRecord;

  /** The promo code used, and the uses it holds until the booking is cancelled, expires or is deleted. */
  @Prop({ type: PromoRecordSchema })
  promo?: PromoRecord;

  /** The gift card that paid `price.giftCard`: given back to the card when the booking lets go of its places. */
  @Prop({ type: GiftCardRecordSchema })
  giftCard?: GiftCardRecord;

  /** UTC creation date 'YYYY-MM-DD': the stats group by it (FerretDB has no $dateToString). */
  @Prop({ required: true, index: true })
  day: string;

  createdAt: Date;
  updatedAt: Date;
}

/** The zone a booking's date and time are read in: UTC for bookings made before time zones. */
export function zoneOf(booking: Pick<BookingRecord, 'timeZone'>): string {
  return booking.timeZone ?? UTC;
}
