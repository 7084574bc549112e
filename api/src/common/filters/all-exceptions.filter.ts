import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { Error as MongooseError } from 'mongoose';
import { ErrorBody, ErrorCode } from './error-body';
import { InputValidationException } from '../pipes/validation';
import { DATABASE_UNAVAILABLE, isDatabaseOutage } from './database-outage';
import { isDuplicateKey } from '../writes/duplicate-key';
import { translateErrorBody } from '../i18n/error-messages';
import { requestLanguage } from '../i18n/languages';

function messageOf(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return fallback;
}

function codeOf(response: string | object): { code?: ErrorCode } {
  const code = typeof response === 'object' ? (response as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? { code: code as ErrorCode } : {};
}

/**
 * Maps every error to the contract's body, its sentences in the request's language (`code` unchanged); only
 * unexpected errors are logged, with their stack.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const body = translateErrorBody(
      this.toBody(exception),
      requestLanguage(http.getRequest<Request>()),
    );
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof InputValidationException) {
      return { statusCode: 400, message: exception.message, errors: exception.errors };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      return { statusCode, message: messageOf(response, exception.message), ...codeOf(response) };
    }
    if (exception instanceof MongooseError.CastError) {
      return { statusCode: 400, message: `Invalid ${exception.path}` };
    }
    if (exception instanceof MongooseError.ValidationError) {
      const errors = Object.values(exception.errors).map((e) => ({
        field: e.path,
        message: e.message,
      }));
      return { statusCode: 400, message: errors[0]?.message ?? 'Invalid input', errors };
    }
    if (isDatabaseOutage(exception)) {
      this.logger.warn(`Database unreachable: ${(exception as Error).message}`);
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE };
    }
    if (isDuplicateKey(exception)) {
      return { statusCode: HttpStatus.CONFLICT, message: 'This record already exists.' };
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return {
      statusCode: 500,
      message: 'Something went wrong on our side. Please try again later.',
    };
  }
}
