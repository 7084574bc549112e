import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A Stripe event this API has applied, keyed by the event's id: the unique `_id` is what makes a replayed
 * or concurrently redelivered event apply once (FerretDB's conditional updates are not atomic, inserts of
 * one `_id` are).
 */
@Schema({ collection: 'payment_events', versionKey: false })
export class AppliedEvent {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  type: string;

  @Prop({ required: true })
  appliedAt: Date;
}

export const AppliedEventSchema = SchemaFactory.createForClass(AppliedEvent);
