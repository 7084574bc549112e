import { ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { ContactMessageDocument } from '../schemas/contact-message.schema';
import { GeoPointDto } from './create-contact-message.dto';

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

export class ContactMessagePage {
  @ApiProperty({ type: [ContactMessageView] })
  data: ContactMessageView[];
  page: number;
  totalPages: number;
  total: number;
}

export class ContactResult {
  message: string;
}
