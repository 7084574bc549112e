import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Schema as MongooseSchema } from 'mongoose';
import { DELETABLE_KINDS, DeletableKind } from '../deletable-kinds';

/** The admin who deleted a record (null id and email: no account, e.g. start-up). */
@Schema({ _id: false, versionKey: false })
export class DeletedBy {
  @Prop({ type: String, default: null })
  id: string | null;

  @Prop({ type: String, default: null })
  email: string | null;
}
const DeletedBySchema = SchemaFactory.createForClass(DeletedBy);

/**
 * A deleted record, whole, moved out of its own collection: every read of that collection (lists, details,
 * search, the sitemap, counts, stats, the booking flow) stops seeing it at once without a filter to forget,
 * and a unique field it held is free for new records. Restoring puts the same document back under its id.
 */
@Schema({ collection: 'deleted_items', versionKey: false })
export class DeletedItem {
  @Prop({ type: String, required: true, enum: DELETABLE_KINDS })
  kind: DeletableKind;

  /** The record's id in its own collection. */
  @Prop({ required: true })
  record: string;

  /** What the Recently deleted screen shows: a title, a name, a booking's reference. */
  @Prop({ type: String, default: '' })
  name: string;

  @Prop({ required: true })
  deletedAt: Date;

  @Prop({ type: DeletedBySchema, required: true })
  deletedBy: DeletedBy;

  /** The record as stored, put back as it is by a restore. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true })
  document: Record<string, unknown>;

  /** The record's image URLs, removed with their renditions when the item is purged. */
  @Prop({ type: [String], default: [] })
  images: string[];
}

export type DeletedItemDocument = HydratedDocument<DeletedItem>;
export const DeletedItemSchema = SchemaFactory.createForClass(DeletedItem);
DeletedItemSchema.index({ kind: 1, record: 1 }, { unique: true });
DeletedItemSchema.index({ deletedAt: -1 });
