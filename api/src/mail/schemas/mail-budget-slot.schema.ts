import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One of an address's mails in one UTC hour: `_id` is `<address>|<hour>|<n>`, n below the hourly budget.
 * Taking a slot is inserting it, the one write that is atomic on FerretDB as on MongoDB: of two requests that
 * count the same last free slot, exactly one gets it (counting the outbox and then inserting let both in).
 */
@Schema({ collection: 'mail_budget_slots', versionKey: false })
export class MailBudgetSlot {
  @Prop({ type: String, required: true })
  _id: string;

  @Prop({ required: true })
  at: Date;
}

export const MailBudgetSlotSchema = SchemaFactory.createForClass(MailBudgetSlot);
// The removal of past hours' slots.
MailBudgetSlotSchema.index({ at: 1 });
