import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { Page, paginate } from '../common/pagination/paginate';
import { ContactMessageView } from './dto/contact-message.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { ContactMessage, ContactMessageDocument } from './schemas/contact-message.schema';

const PER_PAGE = 20;

@Injectable()
export class ContactService {
  constructor(
    @InjectModel(ContactMessage.name) private readonly messages: Model<ContactMessage>,
    private readonly audit: AuditService,
  ) {}

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

  async remove(id: string): Promise<void> {
    const deleted = await this.messages.findByIdAndDelete(id).exec();
    if (!deleted) throw new NotFoundException('Message not found');
    await this.audit.record({
      action: 'deleted',
      kind: 'contact-message',
      record: deleted._id,
      before: deleted,
    });
  }

  count(): Promise<number> {
    return this.messages.countDocuments().exec();
  }
}
