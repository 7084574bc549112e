import { Prop } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * Which tour time a document is about, stored the same way wherever it is: a waitlist entry's and a whole
 * time's cancel or move. Each extends it with its own @Schema, as bookings extend BookingRecord.
 */
export abstract class TourTimeFields {
  @Prop({ type: Types.ObjectId, required: true })
  destinationId: Types.ObjectId;

  /** 'YYYY-MM-DD' */
  @Prop({ required: true })
  date: string;

  /** 'HH:mm' */
  @Prop({ required: true })
  time: string;

  /** The seat inventory's key of the time (slotKey): the documents of one time are looked up by it. */
  @Prop({ required: true, index: true })
  slot: string;
}
