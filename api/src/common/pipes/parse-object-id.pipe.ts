import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { isObjectIdString } from '../object-id';

/** Rejects a malformed id with a 400 before it reaches a query (where it would be a CastError). */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isObjectIdString(value)) {
      throw new BadRequestException('Invalid id');
    }
    return value;
  }
}
