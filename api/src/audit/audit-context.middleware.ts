import { Injectable, NestMiddleware } from '@nestjs/common';
import { Response } from 'express';
import { AuthedRequest } from '../common/auth/auth-user';
import { withRequest } from './audit-context';

/** Opens the acting context of each request (see audit-context.ts). */
@Injectable()
export class AuditContextMiddleware implements NestMiddleware {
  use(request: AuthedRequest, _response: Response, next: () => void): void {
    withRequest(request, next);
  }
}
