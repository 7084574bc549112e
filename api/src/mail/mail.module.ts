import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MailsAdminController } from './mails-admin.controller';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';
import { MailsAdminService } from './mails-admin.service';
import { OutboxWorker } from './outbox-worker.service';
import { OutboxMail, OutboxMailSchema } from './schemas/outbox-mail.schema';

@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: OutboxMail.name, schema: OutboxMailSchema }])],
  controllers: [MailsAdminController],
  providers: [MailService, MailTransport, OutboxWorker, MailsAdminService],
  exports: [MailService, MailsAdminService],
})
export class MailModule {}
