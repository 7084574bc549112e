import {
  applyDecorators,
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Type,
  UploadedFiles,
} from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { CatalogMessage } from './catalog-responses.dto';
import {
  MALFORMED_ID,
  CatalogCreate,
  CatalogDelete,
  CatalogRead,
  CatalogReadOne,
  CatalogUpdate,
} from './catalog-routes.decorators';
import { CatalogUploads } from './catalog-uploads.interceptor';
import { CatalogOptions, CatalogService } from './catalog.service';
import { UploadedFilesByField } from './image-fields';
import { readLanguage } from './localized-reads';

type Action = 'list' | 'get' | 'create' | 'update' | 'remove';

/**
 * One catalog domain's routes as the spec names them. Paths, operation ids, summaries and messages are the
 * contract (the frontends' generated types are keyed by the operation ids), so each is written out here
 * rather than derived from class or method names.
 */
export interface CatalogResource<T, Dto extends object> {
  /** The OpenAPI tag. */
  tag: string;
  service: Type<CatalogService<T, Dto>>;
  /** The service's options: the 404 message the routes document, and the image fields they accept. */
  catalog: CatalogOptions<T>;
  /** Under `/api`: `hotel` (list, create), `hotel/:id`, `updateHotel/:id`, `deleteHotel/:id`. */
  paths: Record<Action, string>;
  /** The spec edits hotels and destinations with PATCH, offers and blog posts with PUT. */
  updateWith: 'PATCH' | 'PUT';
  /** `HotelsController` gives the operation ids `HotelsController_list` … `HotelsController_remove`. */
  operationIdPrefix: string;
  summaries: Record<Action, string>;
  messages: Record<'created' | 'updated' | 'deleted', string>;
  /**
   * Records visitors book (tours, offers): a delete with live future bookings is refused unless
   * `?cancelBookings=true`, and an update that would strand or oversell them is refused (BookedRecords);
   * the 409s the routes document.
   */
  booked?: { remove: string; update?: string };
  /** What a read answers: the record (or list) itself, or wrapped as `{ data }`. */
  reads: 'bare' | 'data';
  /** The documented answers and form, and the DTOs the validation pipe checks the body against. */
  types: {
    list: Type | [Type];
    one: Type;
    saved: Type;
    form: Type;
    /** The update's form when it differs from the create's (a booked record's `confirmOversell`). */
    updateForm?: Type;
    create: Type<Dto>;
    update: Type<Partial<Dto>>;
  };
}

/**
 * Nest gives a validation pipe the body's class from the `design:paramtypes` TypeScript writes, which a
 * generic method records as `Object` (validating nothing): this sets the real classes.
 */
const ParamTypes = (...types: Type[]): MethodDecorator =>
  Reflect.metadata('design:paramtypes', types);

/** A yes/no form field or query parameter: 'true' or 'false' (or absent: false); anything else is a 400. */
function isTrue(name: string, value: unknown): boolean {
  if (value === undefined || value === 'false' || value === false) return false;
  if (value === 'true' || value === true) return true;
  throw new BadRequestException(`${name} must be true or false`);
}

/**
 * The list, get, create, update and remove routes of a catalog domain, on `CatalogService`'s reads and
 * writes, with the access, caching, upload and documentation rules of `catalog-routes.decorators.ts`.
 * A domain's controller is `class HotelsController extends CatalogController(HOTELS) {}`; a route that
 * differs (the blog's paged list) is overridden in the subclass with its own decorators.
 */
export function CatalogController<T, Dto extends object>(resource: CatalogResource<T, Dto>) {
  const { paths, summaries, messages, types, catalog } = resource;
  const Uploads = CatalogUploads(catalog.imageFields);
  const endpoint = (action: Action) => ({
    operationId: `${resource.operationIdPrefix}_${action}`,
    summary: summaries[action],
  });
  const notFound = { errors: { 404: `'${catalog.notFoundMessage}'` } };
  const Update = resource.updateWith === 'PUT' ? Put : Patch;
  const read = <R>(value: R) => (resource.reads === 'data' ? { data: value } : value);
  const booked = resource.booked;
  const conflicts = (description?: string) => (description ? { 409: description } : {});
  const RemoveQuery = booked
    ? ApiQuery({
        name: 'cancelBookings',
        required: false,
        enum: ['true', 'false'],
        description:
          'true: cancel every live future booking (each visitor mailed, card payments refunded, one audited operation) and delete',
      })
    : applyDecorators();

  @ApiTags(resource.tag)
  @Controller('api')
  class CatalogRoutes {
    constructor(@Inject(resource.service) readonly service: CatalogService<T, Dto>) {}

    // A subclass's list may take more parameters after these two (the blog's page).
    @Get(paths.list)
    @CatalogRead(endpoint('list'), types.list)
    async list(
      @Req() req: Request,
      @Query('translations') translations?: unknown,
    ): Promise<unknown> {
      const language = readLanguage(req, translations);
      const records = await this.service.list();
      return read(records.map((record) => this.service.present(record, language)));
    }

    @Get(paths.get)
    @CatalogReadOne({ ...endpoint('get'), ...notFound }, types.one)
    async get(
      @Param('id', ParseObjectIdPipe) id: string,
      @Req() req: Request,
      @Query('translations') translations?: unknown,
    ): Promise<unknown> {
      const language = readLanguage(req, translations);
      return read(this.service.present(await this.service.findById(id), language));
    }

    @Post(paths.create)
    @CatalogCreate(endpoint('create'), Uploads, types.form, types.saved)
    @ParamTypes(types.create, Object)
    async create(@Body() dto: Dto, @UploadedFiles() files: UploadedFilesByField) {
      const data = await this.service.create(dto, files);
      return { message: messages.created, data };
    }

    @Update(paths.update)
    @CatalogUpdate(
      {
        ...endpoint('update'),
        errors: { ...notFound.errors, ...conflicts(booked?.update) },
      },
      Uploads,
      types.updateForm ?? types.form,
      types.saved,
    )
    @ParamTypes(String, types.update, Object, String)
    async update(
      @Param('id', ParseObjectIdPipe) id: string,
      @Body() dto: Partial<Dto>,
      @UploadedFiles() files: UploadedFilesByField,
      // Read beside the DTO (which keeps only the record's fields): a choice of this edit, never stored.
      @Body('confirmOversell') confirmOversell?: unknown,
    ) {
      const data = await this.service.update(
        id,
        dto,
        files,
        booked ? isTrue('confirmOversell', confirmOversell) : false,
      );
      return { message: messages.updated, data };
    }

    @Delete(paths.remove)
    @CatalogDelete({
      ...endpoint('remove'),
      errors: {
        ...notFound.errors,
        ...conflicts(booked?.remove),
        ...(booked ? { 400: `${MALFORMED_ID}, or cancelBookings is not true or false` } : {}),
      },
    })
    @RemoveQuery
    async remove(
      @Param('id', ParseObjectIdPipe) id: string,
      @Query('cancelBookings') cancelBookings?: unknown,
    ): Promise<CatalogMessage> {
      await this.service.remove(id, booked ? isTrue('cancelBookings', cancelBookings) : false);
      return { message: messages.deleted };
    }
  }
  return CatalogRoutes;
}
