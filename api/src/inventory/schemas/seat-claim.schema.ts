import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** One seat of a tour slot held by one booking. The unique (slot, seat) index is what prevents overselling. */
@Schema({ collection: 'seat_claims', versionKey: false })
export class SeatClaim {
  /** `destinationId|YYYY-MM-DD|HH:mm` */
  @Prop({ required: true })
  slot: string;

  @Prop({ required: true })
  seat: number;

  @Prop({ type: Types.ObjectId, required: true, index: true })
  bookingId: Types.ObjectId;

  @Prop({ required: true })
  claimedAt: Date;
}

export const SeatClaimSchema = SchemaFactory.createForClass(SeatClaim);
SeatClaimSchema.index({ slot: 1, seat: 1 }, { unique: true });
