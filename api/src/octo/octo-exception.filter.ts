import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { capabilitiesOf, octoHeaders } from './capabilities';
import { OctoError, OctoErrorBody } from './octo-errors';

/** The message of a Nest exception's body (the site's own error body, or a plain string). */
function messageOf(error: HttpException): string {
  const body = error.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : error.message;
}

/**
 * Every OCTO answer that is no success has the specification's error body and headers. What the site's
 * booking path refuses keeps its sentence: a time sold out, started or past its cutoff, too many tickets
 * (400 and 409 there) is UNPROCESSABLE_ENTITY; an unexpected failure is INTERNAL_SERVER_ERROR, logged.
 */
@Catch()
export class OctoExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('OctoApi');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const { status, body } = this.answer(error);
    response
      .set(octoHeaders(capabilitiesOf(request)))
      .status(status)
      .json(body);
  }

  private answer(error: unknown): { status: number; body: OctoErrorBody } {
    if (error instanceof OctoError) {
      return { status: error.getStatus(), body: error.getResponse() as OctoErrorBody };
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const errorMessage = messageOf(error);
      if (status === HttpStatus.TOO_MANY_REQUESTS) {
        return { status, body: { error: 'TOO_MANY_REQUESTS', errorMessage } };
      }
      if (status === HttpStatus.PAYLOAD_TOO_LARGE || status === HttpStatus.NOT_FOUND) {
        return { status: 400, body: { error: 'BAD_REQUEST', errorMessage } };
      }
      if (status === HttpStatus.BAD_REQUEST || status === HttpStatus.CONFLICT) {
        return { status: 400, body: { error: 'UNPROCESSABLE_ENTITY', errorMessage } };
      }
      if (status < 500) return { status: 400, body: { error: 'BAD_REQUEST', errorMessage } };
    }
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return {
      status: 500,
      body: {
        error: 'INTERNAL_SERVER_ERROR',
        errorMessage: 'There was an un-recoverable error, please try again',
      },
    };
  }
}
