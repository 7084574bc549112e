import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Observable } from 'rxjs';
import { capabilitiesOf, octoHeaders } from './capabilities';

/** Every OCTO answer says which capabilities it used (`Octo-Capabilities`) and its content's language. */
@Injectable()
export class OctoHeadersInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    http.getResponse<Response>().set(octoHeaders(capabilitiesOf(http.getRequest<Request>())));
    return next.handle();
  }
}
