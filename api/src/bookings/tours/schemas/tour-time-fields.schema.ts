import { Prop } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/**
 * Which tour time a document is about, stored the same way wherever it is: a waitlist entry's, a whole
 * time's cancel or move, and a closed time. Each extends it with its own @Schema, as bookings extend
 * BookingRecord.
 */
export abstract class TourTimeRef {
  @Prop({ type: Types.ObjectId, required: true })
  destinationId: Types.ObjectId;

  /** 'YYYY-MM-DD' */
  @Prop({ required: true })
  date: string;

  /** 'HH:mm' */
  @Prop({ required: true })
  time: string;
}

/** A tour time and its slot key, for documents that are many to a time (the closure is keyed by it). */
export abstract class TourTimeFields extends TourTimeRef {
  /** The seat inventory's key of the time (slotKey): the documents of one time are looked up by it. */
  @Prop({ required: true, index: true })
  slot: string;
}
