import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction } from 'express';
import { DEFAULT_LANGUAGE, Lang, LanguageRequest, requestLanguage } from './languages';

/**
 * The language of the request being served, carried along its async calls so the services that create a
 * remembered-language record (a booking, an account, a waitlist entry) need no parameter threaded through.
 */
const storage = new AsyncLocalStorage<Lang>();

/** Express middleware: runs the rest of the request in its language (requestLanguage). */
export function languageContext(req: LanguageRequest, _res: unknown, next: NextFunction): void {
  storage.run(requestLanguage(req), next);
}

/** Runs `work` in a language (tests, and work done for a request outside it). */
export function inLanguage<R>(lang: Lang, work: () => R): R {
  return storage.run(lang, work);
}

/** The current request's language; English outside a request (sweeps, the seed). */
export function currentLanguage(): Lang {
  return storage.getStore() ?? DEFAULT_LANGUAGE;
}
