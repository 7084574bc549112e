import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { HoldClaimFields, indexHoldClaimFields } from './hold-claim-fields';

/**
 * One seat of a tour slot held by one booking. The unique (slot, seat) index is what prevents overselling;
 * the `_id` is `slot|seat` as well, so a claim is one insert into the primary key (claims written before
 * that have ObjectId ids and are still guarded by the index).
 */
@Schema({ collection: 'seat_claims', versionKey: false })
export class SeatClaim extends HoldClaimFields {
  @Prop({ type: String })
  _id: string;

  /** `destinationId|YYYY-MM-DD|HH:mm` */
  @Prop({ required: true })
  slot: string;

  @Prop({ required: true })
  seat: number;

  /**
   * The slot's date (`YYYY-MM-DD`), by which claims of times that have passed are moved to the archive
   * (PastClaimsArchive). Absent on claims written before it existed: the slot key says it too.
   */
  @Prop()
  date?: string;

  @Prop({ type: Types.ObjectId, required: true, index: true })
  bookingId: Types.ObjectId;

  /**
   * How many seats the booking claims: a booking holding fewer (or, briefly, more) is still in flight and
   * may let go, so its seats do not make a slot sold out. Absent on claims written before it existed.
   */
  @Prop()
  tickets?: number;
}

export const SeatClaimSchema = SchemaFactory.createForClass(SeatClaim);
SeatClaimSchema.index({ slot: 1, seat: 1 }, { unique: true });
// The archive's sweep of past times.
SeatClaimSchema.index({ date: 1 });
indexHoldClaimFields(SeatClaimSchema);

export function seatClaimId(slot: string, seat: number): string {
  return `${slot}|${seat}`;
}
