import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiHeader, ApiQuery } from '@nestjs/swagger';
import { Lang, LANGUAGES, LanguageSource, requestLanguage } from '../common/i18n';
import { localized, TranslatableFields, Translations, withAllTranslations } from './translations';

/** How a catalog read answers: in one language (fields merged), or with every translation ('all'). */
export type ReadLanguage = Lang | 'all';

/** `?translations=all` (the admin's forms and lists) or the request's language. */
export function readLanguage(req: LanguageSource, translations: unknown): ReadLanguage {
  if (translations === undefined) return requestLanguage(req);
  if (translations === 'all') return 'all';
  throw new BadRequestException("translations must be 'all' or left out");
}

interface Serializable {
  toJSON(): unknown;
}

/** One record (a mongoose document or a plain object) as the read answers it. */
export function presented(
  record: Serializable | object,
  read: ReadLanguage,
  fields: TranslatableFields,
): Record<string, unknown> {
  const plain = (
    'toJSON' in record && typeof record.toJSON === 'function' ? record.toJSON() : record
  ) as Record<string, unknown> & { translations?: Translations };
  return read === 'all' ? withAllTranslations(plain, fields) : localized(plain, read, fields);
}

/** The language parameters of a read whose answer is in the request's language. */
export const LanguageParams = (withAll: boolean) =>
  applyDecorators(
    ApiQuery({
      name: 'lang',
      required: false,
      enum: LANGUAGES,
      description: 'The language of the texts; overrides Accept-Language',
    }),
    ApiHeader({
      name: 'Accept-Language',
      required: false,
      description: `The texts' language when no lang is given (${LANGUAGES.join(', ')}; else en)`,
    }),
    ...(withAll
      ? [
          ApiQuery({
            name: 'translations',
            required: false,
            enum: ['all'],
            description:
              "all: the English texts with every language's translations and what each lacks (the admin's forms), instead of one language",
          }),
        ]
      : []),
  );
