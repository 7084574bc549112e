import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ResellerDocument } from '../resellers/schemas/reseller.schema';
import { ResellersService } from '../resellers/resellers.service';
import { OctoError } from './octo-errors';

const MINUTE = 60_000;
/** A key longer than any this API issues is no key of ours: refused before hashing a megabyte. */
const MAX_KEY_LENGTH = 200;

/** An OCTO request once its key was checked: the reseller it belongs to. */
export interface ResellerRequest extends Request {
  reseller: ResellerDocument;
}

/**
 * The OCTO API's guard: `Authorization: Bearer <key>` of a live reseller key (401 without one, or with an
 * unknown or revoked key; 403 when the reseller is turned off), then the key's budget of OCTO_RATE_LIMIT
 * requests a minute (429), counted in the throttler's storage (Redis with REDIS_URL, so across instances).
 */
@Injectable()
export class ResellerKeyGuard implements CanActivate {
  constructor(
    private readonly resellers: ResellersService,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ResellerRequest>();
    const key = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!key || key.length > MAX_KEY_LENGTH) {
      throw new OctoError(
        'UNAUTHORIZED',
        "You didn't send the API Key in the Authorization header to an endpoint that requires authentication",
        {},
        401,
      );
    }
    const verdict = await this.resellers.verify(key);
    if ('refused' in verdict) {
      if (verdict.refused === 'inactive') {
        throw new OctoError('FORBIDDEN', 'This reseller was turned off by the supplier', {}, 403);
      }
      throw new OctoError('UNAUTHORIZED', 'The API key is invalid or was revoked', {}, 401);
    }
    const { totalHits } = await this.storage.increment(
      `octo:${verdict.keyId}`,
      MINUTE,
      this.config.octoRateLimit,
      MINUTE,
      'octo',
    );
    if (totalHits > this.config.octoRateLimit) {
      throw new OctoError(
        'TOO_MANY_REQUESTS',
        'Too many requests with this key. Please wait a minute and try again.',
        {},
        429,
      );
    }
    request.reseller = verdict.reseller;
    return true;
  }
}
