import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { map, Observable } from 'rxjs';
import { translateMessage } from './error-messages';
import { requestLanguage } from './languages';

/**
 * An answer's sentence (`{message: 'Booking submitted successfully!', ...}`) in the request's language, as
 * the exceptions filter does for errors: the routes keep answering the spec's English.
 */
@Injectable()
export class TranslatedAnswersInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const lang = requestLanguage(context.switchToHttp().getRequest<Request>());
    if (lang === 'en') return next.handle();
    return next.handle().pipe(
      map((body: unknown) => {
        if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
        const message = (body as { message?: unknown }).message;
        if (typeof message !== 'string') return body;
        return { ...body, message: translateMessage(lang, message) };
      }),
    );
  }
}
