import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';
import { TourTimeFields } from '../../schemas/tour-time-fields.schema';
import { LangProp } from '../../../../common/i18n/lang-prop';
import type { Lang } from '../../../../common/i18n/languages';

/**
 * An entry's life: `waiting` in line; `offered` seats held for it until `offerExpiresAt`; then `claimed` (a
 * booking with the entry's id holds those seats) or `passed` (the offer lapsed, the seats went on down the
 * line). `left` by its leave link or an admin's removal, from waiting or offered. Only waiting and offered
 * entries are in line; the others are kept for the admin's list.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'left', 'passed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const IN_LINE: WaitlistStatus[] = ['waiting', 'offered'];

@Schema({ collection: 'tour_waitlist', versionKey: false })
export class WaitlistEntry extends TourTimeFields {
  /** The destination's title when joined, for the mails. */
  @Prop({ required: true })
  destinationTitle: string;

  /** The tour's time zone when joined, so the mails name the time on the tour's clock (older entries: UTC). */
  @Prop()
  timeZone?: string;

  @Prop({ required: true })
  name: string;

  /** Lower-cased: one entry per address and tour time (the unique index below). */
  @Prop({ required: true })
  email: string;

  /** The language it was joined in: every mail to it is written in it (see LangProp). */
  @LangProp()
  lang?: Lang;

  @Prop({ required: true })
  tickets: number;

  @Prop({ type: String, enum: WAITLIST_STATUSES, required: true, index: true })
  status: WaitlistStatus;

  /**
   * False until the joined mail's confirm link is opened (an anonymous join): such an entry keeps its place
   * but is offered nothing (waitlist-entry-limits.ts). True when its verified owner joined signed in.
   */
  @Prop()
  addressConfirmed?: boolean;

  /** A keyed hash of the joining client's address: entries in line are bounded per client. */
  @Prop()
  clientKey?: string;

  /** The line's order: earliest first, the id breaking ties. */
  @Prop({ required: true })
  joinedAt: Date;

  /** SHA-256 (hex) of the leave link's token, which is only mailed. */
  @Prop({ required: true, index: true })
  leaveTokenHash: string;

  /** SHA-256 (hex) of the offer's claim token, which is only mailed. */
  @Prop({ index: true, sparse: true })
  claimTokenHash?: string;

  @Prop()
  offeredAt?: Date;

  /** Until when the offered seats are the entry's to claim. */
  @Prop()
  offerExpiresAt?: Date;

  @Prop()
  claimedAt?: Date;

  /** The booking the claim made (its `_id` is the entry's). */
  @Prop()
  bookingReference?: string;

  /** When it left the line by its link, or its offer passed on (an admin's removal deletes the entry). */
  @Prop()
  endedAt?: Date;
}

export type WaitlistEntryDocument = HydratedDocument<WaitlistEntry>;
export const WaitlistEntrySchema = SchemaFactory.createForClass(WaitlistEntry);
WaitlistEntrySchema.index({ slot: 1, email: 1 }, { unique: true });
// A tour day's lines, in order.
WaitlistEntrySchema.index({ destinationId: 1, date: 1, time: 1, joinedAt: 1, _id: 1 });
// The move of past days' entries to the archive (WaitlistArchive).
WaitlistEntrySchema.index({ date: 1 });

/**
 * One document per entry ever offered seats, keyed by the entry's id. Inserting it is the one write that is
 * atomic on MongoDB and FerretDB alike (FerretDB runs a conditional update as read-then-write), so two
 * instances reacting to the same freed seats never both offer them to one entry.
 */
@Schema({ collection: 'tour_waitlist_offers', versionKey: false })
export class WaitlistOfferMark {
  @Prop({ type: Types.ObjectId })
  _id: Types.ObjectId;

  @Prop({ required: true })
  at: Date;
}

export const WaitlistOfferMarkSchema = SchemaFactory.createForClass(WaitlistOfferMark);
