import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { MessageOnlyResponse, PagedResponse } from '../../common/responses/envelopes';
import { DELETABLE_KINDS, DeletableKind } from '../deletable-kinds';
import { DeletedItemDocument } from '../schemas/deleted-item.schema';

const DAY_MS = 86_400_000;

@ApiSchema({ name: 'DeletedBy' })
export class DeletedByView {
  @ApiProperty({ type: String, nullable: true, description: "The admin's account id" })
  id: string | null;
  @ApiProperty({ type: String, nullable: true })
  email: string | null;
}

@ApiSchema({ name: 'DeletedItem' })
export class DeletedItemView {
  @ApiProperty({ enum: DELETABLE_KINDS, enumName: 'DeletableKind' })
  kind: DeletableKind;
  @ApiProperty({ type: String, description: "The record's id (the same once restored)" })
  id: string;
  @ApiProperty({
    type: String,
    description: "A title, a hotel's name, a message's sender, or a booking's reference",
  })
  name: string;
  @ApiProperty({ type: String, format: 'date-time' })
  deletedAt: Date;
  @ApiProperty({ type: DeletedByView })
  deletedBy: DeletedByView;
  @ApiProperty({ type: String, format: 'date-time', description: 'When it is purged for good' })
  purgeAt: Date;
  @ApiProperty({
    type: Number,
    description: 'Days left before the purge, counted up (30 just after a delete; 0 once due)',
  })
  daysLeft: number;

  static of(item: DeletedItemDocument, purgeAt: Date, now: Date): DeletedItemView {
    return {
      kind: item.kind,
      id: item.record,
      name: item.name,
      deletedAt: item.deletedAt,
      deletedBy: { id: item.deletedBy?.id ?? null, email: item.deletedBy?.email ?? null },
      purgeAt,
      daysLeft: Math.max(0, Math.ceil((purgeAt.getTime() - now.getTime()) / DAY_MS)),
    };
  }
}

/** A page of Recently deleted, with how long it keeps what is deleted (the admin screen says so). */
@ApiSchema({ name: 'DeletedItemPage' })
export class DeletedItemPage extends PagedResponse('DeletedItemPageOf', DeletedItemView) {
  @ApiProperty({
    type: Number,
    description:
      'How many days a deleted record stays here before it is purged (DELETED_RETENTION_DAYS)',
  })
  retentionDays: number;
}

export const RestoredMessage = MessageOnlyResponse('RestoredMessage');
export type RestoredMessage = InstanceType<typeof RestoredMessage>;
