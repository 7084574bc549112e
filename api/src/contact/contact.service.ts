import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { Page, paginate } from '../common/pagination/paginate';
import { RecentlyDeleted } from '../recently-deleted/recently-deleted.service';
import { putBack, storedForm } from '../recently-deleted/restore-document';
import { ContactMessageView } from './dto/contact-message.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { ContactMessage, ContactMessageDocument } from './schemas/contact-message.schema';

const PER_PAGE = 20;
const MESSAGE_NOT_FOUND = 'Message not found';

@Injectable()
export class ContactService {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly audit: AuditService,
    private readonly recentlyDeleted: RecentlyDeleted,
  ) {
    recentlyDeleted.register('contact-message', {
      restore: (document) => putBack(this.messages.collection, document, 'message'),
    });
  }

  async create(dto: CreateContactMessageDto): Promise<void> {
    await this.messages.create(dto);
  }

  list(page: number): Promise<Page<ContactMessageView>> {
    return paginate(this.messages, {
      page,
      perPage: PER_PAGE,
      map: (m) => ContactMessageView.of(m as ContactMessageDocument),
    });
  }

  /** Moves the message to Recently deleted (restorable until the purge). */
  async remove(id: string): Promise<void> {
    const message = await this.messages.findById(id).exec();
    if (!message) throw new NotFoundException(MESSAGE_NOT_FOUND);
    await this.recentlyDeleted.keep({
      kind: 'contact-message',
      document: storedForm(message),
      name: `${message.name} <${message.email}>`,
    });
    const deleted = await this.messages.findByIdAndDelete(id).exec();
    if (!deleted) throw new NotFoundException(MESSAGE_NOT_FOUND);
    await this.audit.record({
      action: 'deleted',
      kind: 'contact-message',
      record: deleted._id,
      before: deleted,
    });
  }

  count(): Promise<number> {
    // The collection's own count: counting matches would read every document (no index helps).
    return this.messages.estimatedDocumentCount().exec();
  }
}
