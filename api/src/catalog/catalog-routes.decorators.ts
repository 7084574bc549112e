import { applyDecorators, NestInterceptor, Type, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse } from '@nestjs/swagger';
import { PublicCached } from '../cache/public-cache.decorator';
import { AdminOnly } from '../common/decorators/admin-only.decorator';
import { CatalogMessage } from './catalog-responses.dto';
import { CATALOG_CACHE_TAG } from './catalog.service';

// The access, caching, upload and documentation rules every catalog route of one kind shares; the paths,
// messages and bodies stay in each controller, where they differ.

/** A public read, cached until the next catalog write; `query` names the query parameters it reads. */
export const CatalogRead = (response: Type | [Type], query: string[] = []) =>
  applyDecorators(PublicCached(CATALOG_CACHE_TAG, { query }), ApiOkResponse({ type: response }));

function catalogWrite(uploads: Type<NestInterceptor>, form: Type) {
  return [
    AdminOnly(),
    UseInterceptors(uploads),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: form }),
  ];
}

/** An admin multipart create answering 201. */
export const CatalogCreate = (uploads: Type<NestInterceptor>, form: Type, response: Type) =>
  applyDecorators(...catalogWrite(uploads, form), ApiCreatedResponse({ type: response }));

/** An admin multipart edit; files left out keep the record's images. */
export const CatalogUpdate = (uploads: Type<NestInterceptor>, form: Type, response: Type) =>
  applyDecorators(...catalogWrite(uploads, form), ApiOkResponse({ type: response }));

export const CatalogDelete = () =>
  applyDecorators(AdminOnly(), ApiOkResponse({ type: CatalogMessage }));
