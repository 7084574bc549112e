import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsEmail, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { HasCents } from '../../catalog/form-fields';
import { Trim } from '../../common/transforms/trim';
import {
  DataBody,
  DataResponse,
  MessageWithData,
  MessageWithDataResponse,
} from '../../common/responses/envelopes';
import { GiftCardStatus } from '../gift-card-state';
import { ENTRY_KINDS, EntryKind } from '../schemas/gift-card-entry.schema';
import { GIFT_CARD_SOURCES, GiftCardSource } from '../schemas/gift-card.schema';

/** What one card may be worth, in currency units: a gift, not a store of value. */
export const GIFT_CARD_MIN_AMOUNT = 10;
export const GIFT_CARD_MAX_AMOUNT = 1000;
const AMOUNT_MESSAGE = `The amount must be from ${GIFT_CARD_MIN_AMOUNT} to ${GIFT_CARD_MAX_AMOUNT}`;
const FINITE = { allowNaN: false, allowInfinity: false };

/** An amount of a new card, in currency units. */
class AmountField {
  @ApiProperty({ example: 50, minimum: GIFT_CARD_MIN_AMOUNT, maximum: GIFT_CARD_MAX_AMOUNT })
  @IsNumber(FINITE, { message: AMOUNT_MESSAGE })
  @Min(GIFT_CARD_MIN_AMOUNT, { message: AMOUNT_MESSAGE })
  @Max(GIFT_CARD_MAX_AMOUNT, { message: AMOUNT_MESSAGE })
  @HasCents('The amount must have at most 2 decimals')
  amount: number;
}

/** A visitor buying a card; its code goes to `recipientEmail`, or to the buyer when there is none. */
export class BuyGiftCardDto extends AmountField {
  @ApiProperty({ example: 'buyer@example.com' })
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  buyerEmail: string;

  @ApiPropertyOptional({ example: 'friend@example.com', description: 'Absent: the buyer gets it' })
  @IsOptional()
  @Trim()
  @IsEmail({}, { message: "Please enter a valid email address for the card's recipient" })
  @MaxLength(254, { message: "Please enter a valid email address for the card's recipient" })
  recipientEmail?: string;

  @ApiPropertyOptional({ example: 'Happy birthday!', maxLength: 500 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'The message must be text' })
  @MaxLength(500, { message: 'The message must be at most 500 characters' })
  message?: string;
}

/** An admin issuing a card by hand (a goodwill gesture): no payment, mailed at once. */
export class IssueGiftCardDto extends AmountField {
  @ApiProperty({ example: 'guest@example.com' })
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  recipientEmail: string;

  @ApiPropertyOptional({ example: 'Sorry for the rain', maxLength: 500 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'The message must be text' })
  @MaxLength(500, { message: 'The message must be at most 500 characters' })
  message?: string;
}

/** The Checkout Session paying a card: the site sends the visitor to `checkoutUrl`. */
@ApiSchema({ name: 'GiftCardCheckout' })
export class GiftCardCheckout {
  @ApiProperty({ example: 'GC-7K2M9Q4XWA' })
  reference: string;
  @ApiProperty()
  checkoutUrl: string;
  @ApiProperty()
  sessionId: string;
  @ApiProperty({ example: 5000, description: 'Minor units, as Stripe counts them' })
  amount: number;
  @ApiProperty({ example: 'usd' })
  currency: string;
}

/** What the booking form learns of a code: its balance and expiry, nothing of who holds it. */
@ApiSchema({ name: 'GiftCardBalance' })
export class GiftCardBalance {
  @ApiProperty({ example: 'ABCD-EFGH-JKLM-NPQR' })
  code: string;
  @ApiProperty({ example: 35.5, description: 'Currency units' })
  balance: number;
  @ApiProperty({ example: 'usd' })
  currency: string;
  @ApiProperty()
  expiresAt: Date;
  @ApiProperty({ enum: ['active', 'used', 'expired', 'voided'] })
  status: GiftCardStatus;
}

/** A card in the admin's list. */
@ApiSchema({ name: 'GiftCard' })
export class GiftCardView {
  @ApiProperty()
  _id: string;
  @ApiProperty({ example: 'ABCD-EFGH-JKLM-NPQR' })
  code: string;
  @ApiProperty({ example: 50, description: 'As issued, currency units' })
  amount: number;
  @ApiProperty({ example: 35.5, description: 'What is left now: the sum of its ledger' })
  balance: number;
  @ApiProperty({ example: 'usd' })
  currency: string;
  @ApiProperty({ enum: ['active', 'used', 'expired', 'voided'] })
  status: GiftCardStatus;
  @ApiProperty()
  expiresAt: Date;
  @ApiProperty()
  recipientEmail: string;
  @ApiPropertyOptional()
  buyerEmail?: string;
  @ApiProperty({ enum: GIFT_CARD_SOURCES })
  source: GiftCardSource;
  @ApiPropertyOptional({ description: 'The purchase (GC-...) of a card bought on the site' })
  orderReference?: string;
  @ApiProperty()
  createdAt: Date;
}

/** One transaction of a card's ledger. */
@ApiSchema({ name: 'GiftCardEntry' })
export class GiftCardEntryView {
  @ApiProperty()
  _id: string;
  @ApiProperty({ enum: ENTRY_KINDS })
  kind: EntryKind;
  @ApiProperty({ example: -20, description: 'Currency units: positive adds to the balance' })
  amount: number;
  @ApiPropertyOptional({ description: 'The booking that redeemed it, or gave it back' })
  bookingReference?: string;
  @ApiProperty()
  at: Date;
}

/** A card with its ledger, oldest entry first. */
@ApiSchema({ name: 'GiftCardLedger' })
export class GiftCardLedger extends GiftCardView {
  @ApiProperty({ type: [GiftCardEntryView] })
  entries: GiftCardEntryView[];
}

export const GiftCardList = DataResponse('GiftCardList', [GiftCardView]);
export type GiftCardList = DataBody<GiftCardView[]>;
export const GiftCardLedgerBody = DataResponse('GiftCardLedgerBody', GiftCardLedger);
export type GiftCardLedgerBody = DataBody<GiftCardLedger>;
export const GiftCardBalanceBody = DataResponse('GiftCardBalanceBody', GiftCardBalance);
export type GiftCardBalanceBody = DataBody<GiftCardBalance>;
export const GiftCardSaved = MessageWithDataResponse('GiftCardSaved', GiftCardView);
export type GiftCardSaved = MessageWithData<GiftCardView>;
export const GiftCardCheckoutStarted = MessageWithDataResponse(
  'GiftCardCheckoutStarted',
  GiftCardCheckout,
);
export type GiftCardCheckoutStarted = MessageWithData<GiftCardCheckout>;
