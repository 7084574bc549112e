import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { ImageField, MAX_IMAGE_BYTES } from './image-fields';

function uploadError<T>(error: unknown, fields: ImageField<T>[]): Error {
  // Anything else multer passes on is the form parser giving up on a malformed body: the client's fault.
  if (!(error instanceof MulterError)) return new BadRequestException('The form could not be read');
  if (error.code === 'LIMIT_FILE_SIZE')
    return new PayloadTooLargeException('Each image must be at most 5 MB');
  const known = fields.find((field) => error.field && field.uploads.includes(error.field));
  if (error.code === 'LIMIT_UNEXPECTED_FILE' && known) {
    // multer reports a field over its maxCount as "unexpected".
    return known.maxCount === 1
      ? new BadRequestException(`Please upload a single ${known.property} file`)
      : new PayloadTooLargeException(
          `At most ${known.maxCount} images are allowed in ${known.property}`,
        );
  }
  if (error.code === 'LIMIT_UNEXPECTED_FILE')
    return new BadRequestException(`Unexpected file field "${error.field}"`);
  if (
    error.code === 'LIMIT_FIELD_VALUE' ||
    error.code === 'LIMIT_PART_COUNT' ||
    error.code === 'LIMIT_FIELD_COUNT'
  ) {
    return new PayloadTooLargeException('The form is too large');
  }
  return new BadRequestException('The form could not be read');
}

/**
 * Parses a catalog write's multipart form into memory (nothing touches disk or GridFS here), with the
 * domain's file fields and the size limits of the contract.
 */
export function CatalogUploads<T>(fields: ImageField<T>[]): Type<NestInterceptor> {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, fieldSize: 64 * 1024, fields: 50, parts: 100 },
  }).fields(
    fields.flatMap((field) => field.uploads.map((name) => ({ name, maxCount: field.maxCount }))),
  );

  class CatalogUploadsInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        parse(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) =>
          error ? reject(uploadError(error, fields)) : resolve(),
        ),
      );
      return next.handle();
    }
  }
  return mixin(CatalogUploadsInterceptor);
}
