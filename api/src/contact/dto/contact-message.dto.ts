import { ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { ContactMessageDocument } from '../schemas/contact-message.schema';
import { GeoPointDto } from './create-contact-message.dto';
import {
  Page,
  MessageBody,
  MessageOnlyResponse,
  PagedResponse,
} from '../../common/responses/envelopes';

@ApiSchema({ name: 'ContactMessage' })
export class ContactMessageView {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  @ApiPropertyOptional({ oneOf: [{ type: 'string' }, { $ref: getSchemaPath(GeoPointDto) }] })
  location?: string | GeoPointDto;
  createdAt: Date;

  static of(doc: ContactMessageDocument): ContactMessageView {
    return {
      _id: doc._id.toString(),
      name: doc.name,
      email: doc.email,
      phone: doc.phone,
      message: doc.message,
      location: doc.location,
      createdAt: doc.createdAt,
    };
  }
}

export const ContactMessagePage = PagedResponse('ContactMessagePage', ContactMessageView);
export type ContactMessagePage = Page<ContactMessageView>;

export const ContactResult = MessageOnlyResponse('ContactResult');
export type ContactResult = MessageBody;
