import { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { AppConfig } from '../config/app-config';
import { ErrorBody } from '../common/filters/error-body';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { setUpOpenApi } from './openapi';
import { STRIPE_WEBHOOK_PATH } from '../payments/stripe-webhook.controller';
import { languageContext } from '../common/i18n/language-context';
import { translateErrorBody } from '../common/i18n/error-messages';
import { requestLanguage } from '../common/i18n/languages';

function sendError(res: Response, body: ErrorBody): void {
  res.status(body.statusCode).json(translateErrorBody(body, requestLanguage(res.req)));
}

/**
 * Body-parser errors happen before Nest's pipeline, so its filters never see them; answering here keeps
 * malformed JSON a 400 and an oversized body a 413 in the contract's shape.
 */
function jsonBody(limit: string): RequestHandler {
  const parse = express.json({
    limit,
    verify: (_req, _res, raw) => {
      if (nestsDeeperThan(raw))
        throw Object.assign(new Error('too deep'), { type: 'entity.too.deep' });
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      const type = (err as { type?: string }).type;
      if (type === 'entity.too.large') {
        return sendError(res, { statusCode: 413, message: 'The request body is too large.' });
      }
      if (type === 'entity.too.deep') {
        return sendError(res, {
          statusCode: 400,
          message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`,
        });
      }
      if (type === 'entity.parse.failed') {
        return sendError(res, { statusCode: 400, message: 'The request body is not valid JSON.' });
      }
      return sendError(res, { statusCode: 400, message: 'The request body could not be read.' });
    });
  };
}

/**
 * Form bodies, and the webhook's raw bytes, get the same answers as JSON: 413 when too large, 400 when
 * unreadable, never a 500.
 */
function boundedBody(parse: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (err?: unknown) => {
      if (!err) return next();
      if ((err as { type?: string }).type === 'entity.too.large') {
        return sendError(res, { statusCode: 413, message: 'The request body is too large.' });
      }
      return sendError(res, { statusCode: 400, message: 'The request body could not be read.' });
    });
  };
}

/** Everything main.ts and the e2e tests must set up identically on top of the Nest app. */
export function configureApp(app: INestApplication, config: AppConfig): void {
  const server = app as NestExpressApplication;
  // Only the configured proxies (TRUST_PROXY, loopback by default: the site's static servers proxy /api
  // there) may name the client in X-Forwarded-For; anyone else would pick their own rate-limit budget.
  server.set('trust proxy', config.trustProxy);
  server.disable('x-powered-by');
  // Every request runs in its language (query `lang`, else Accept-Language): what it creates remembers it.
  app.use(languageContext);
  app.use(
    helmet({
      // Swagger UI at /api/docs needs its inline bootstrap script.
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  // Stripe signs the exact bytes it sends: its webhook gets them raw (and so never reaches the JSON parser,
  // which skips a body already read); every other route keeps the JSON limits and depth check.
  app.use(
    STRIPE_WEBHOOK_PATH,
    boundedBody(express.raw({ type: () => true, limit: config.bodyLimit })),
  );
  app.use(jsonBody(config.bodyLimit));
  app.use(boundedBody(express.urlencoded({ extended: false, limit: config.bodyLimit })));
  app.enableCors({
    origin: config.webOrigins,
    credentials: true,
    exposedHeaders: ['ETag'],
  });
  app.enableShutdownHooks();
  if (config.apiDocs) setUpOpenApi(app);
}
