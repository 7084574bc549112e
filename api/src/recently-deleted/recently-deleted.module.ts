import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MediaModule } from '../media/media.module';
import { RecentlyDeletedController } from './recently-deleted.controller';
import { RecentlyDeleted } from './recently-deleted.service';
import { DeletedItem, DeletedItemSchema } from './schemas/deleted-item.schema';

/**
 * Recently deleted. Global, as the audit trail is: the domains whose deletes it keeps call it, and it
 * imports none of them; each registers how its records are restored.
 */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([{ name: DeletedItem.name, schema: DeletedItemSchema }]),
    MediaModule,
  ],
  controllers: [RecentlyDeletedController],
  providers: [RecentlyDeleted],
  exports: [RecentlyDeleted],
})
export class RecentlyDeletedModule {}
