import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { isValidObjectId } from 'mongoose';

/** Rejects a malformed id with a 400 before it reaches a query (where it would be a CastError). */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !/^[0-9a-f]{24}$/i.test(value) || !isValidObjectId(value)) {
      throw new BadRequestException('Invalid id');
    }
    return value;
  }
}
