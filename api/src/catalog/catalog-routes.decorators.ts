import { applyDecorators, NestInterceptor, Type, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { PublicCached } from '../cache/public-cache.decorator';
import { Endpoint, EndpointOptions } from '../common/decorators/endpoint.decorator';
import { CatalogMessage } from './catalog-responses.dto';
import { CATALOG_CACHE_TAG } from '../cache/cache-tags';
import { LanguageParams } from './localized-reads';

// The access, caching, upload and documentation rules every catalog route of one kind shares; the paths,
// messages, bodies and operation names stay in each controller, where they differ.

/** A catalog route's name and summary, and errors beyond those its kind always has. */
export type CatalogEndpoint = Omit<EndpointOptions, 'access'>;

export const MALFORMED_ID = "'Invalid id': the id is not an ObjectId";
const FORM_REFUSED =
  'A field fails its rule (the message names it first, `errors` lists them all), or a file is not an image';
const FILE_TOO_LARGE = 'A file over 5 MB, more than 10 gallery files, or a body over BODY_LIMIT';

/**
 * A public read in the request's language (or with every translation: `?translations=all`), cached per
 * language until the next catalog write; `query` names the other query parameters it reads.
 */
export const CatalogRead = (
  endpoint: CatalogEndpoint,
  response: Type | [Type],
  query: string[] = [],
) =>
  applyDecorators(
    Endpoint({
      ...endpoint,
      access: 'public',
      errors: {
        ...endpoint.errors,
        400: [endpoint.errors?.[400], "translations is not 'all'"].filter(Boolean).join('; '),
      },
    }),
    PublicCached(CATALOG_CACHE_TAG, { query: [...query, 'translations'], byLanguage: true }),
    LanguageParams(true),
    ApiOkResponse({ type: response }),
  );

/** A public read of one record by id (400 for a malformed id); `endpoint.errors` says its 404. */
export const CatalogReadOne = (endpoint: CatalogEndpoint, response: Type) =>
  CatalogRead({ ...endpoint, errors: { 400: MALFORMED_ID, ...endpoint.errors } }, response);

function catalogWrite(endpoint: CatalogEndpoint, uploads: Type<NestInterceptor>, form: Type) {
  return [
    Endpoint({
      ...endpoint,
      access: 'admin',
      errors: { 400: FORM_REFUSED, 413: FILE_TOO_LARGE, ...endpoint.errors },
    }),
    UseInterceptors(uploads),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: form }),
  ];
}

/** An admin multipart create answering 201. */
export const CatalogCreate = (
  endpoint: CatalogEndpoint,
  uploads: Type<NestInterceptor>,
  form: Type,
  response: Type,
) =>
  applyDecorators(...catalogWrite(endpoint, uploads, form), ApiCreatedResponse({ type: response }));

/** An admin multipart edit; files left out keep the record's images. `endpoint.errors` says its 404. */
export const CatalogUpdate = (
  endpoint: CatalogEndpoint,
  uploads: Type<NestInterceptor>,
  form: Type,
  response: Type,
) =>
  applyDecorators(
    ...catalogWrite(
      { ...endpoint, errors: { 400: `${FORM_REFUSED}, or a malformed id`, ...endpoint.errors } },
      uploads,
      form,
    ),
    ApiOkResponse({ type: response }),
  );

/** An admin delete by id (400 for a malformed id); `endpoint.errors` says its 404. */
export const CatalogDelete = (endpoint: CatalogEndpoint) =>
  applyDecorators(
    Endpoint({ ...endpoint, access: 'admin', errors: { 400: MALFORMED_ID, ...endpoint.errors } }),
    ApiOkResponse({ type: CatalogMessage }),
  );
