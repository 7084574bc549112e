import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { MAX_IMPORT_BYTES } from './currency-rates';

export const RATES_FILE_TOO_LARGE = `The file must be at most ${MAX_IMPORT_BYTES / 1024} KB`;
export const RATES_FILE_MISSING = 'Please choose a CSV file (form field "file")';

/** Parses the import's multipart form into memory: one file under `file`, at most MAX_IMPORT_BYTES. */
@Injectable()
export class RatesFileInterceptor implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 },
  }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (!request.is('multipart/form-data')) throw new BadRequestException(RATES_FILE_MISSING);
    await new Promise<void>((resolve, reject) =>
      this.parse(request, http.getResponse<Response>(), (error?: unknown) => {
        if (!error) return resolve();
        if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE')
          return reject(new PayloadTooLargeException(RATES_FILE_TOO_LARGE));
        if (error instanceof MulterError && error.code === 'LIMIT_UNEXPECTED_FILE')
          return reject(new BadRequestException(RATES_FILE_MISSING));
        reject(new BadRequestException('The form could not be read'));
      }),
    );
    if (!request.file) throw new BadRequestException(RATES_FILE_MISSING);
    return next.handle();
  }
}
