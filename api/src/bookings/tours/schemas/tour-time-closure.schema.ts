import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { TourTimeRef } from './tour-time-fields.schema';

/**
 * A tour time an admin cancelled as a whole (weather, a broken boat): nobody books it or joins its waitlist
 * again, and availability shows it closed. Keyed by the seat inventory's slot key, so closing is one insert.
 */
@Schema({ collection: 'tour_time_closures', versionKey: false })
export class TourTimeClosure extends TourTimeRef {
  /** `destinationId|YYYY-MM-DD|HH:mm` (slotKey) */
  @Prop({ type: String })
  _id: string;

  /** The operation that cancelled it. */
  @Prop({ type: Types.ObjectId, required: true })
  operationId: Types.ObjectId;

  @Prop({ required: true })
  closedAt: Date;
}

export const TourTimeClosureSchema = SchemaFactory.createForClass(TourTimeClosure);
// The archive's sweep moves the closures of past days (TourTimeClosures.archivePast).
TourTimeClosureSchema.index({ date: 1 });
