import { BadRequestException, NotFoundException } from '@nestjs/common';
import { FilterQuery, HydratedDocument, Model } from 'mongoose';
import { AVAILABILITY_CACHE_TAG, CATALOG_CACHE_TAG } from '../cache/cache-tags';
import { DeletableKind, KIND_NAMES } from '../recently-deleted/deletable-kinds';
import { putBack, StoredDocument, storedForm } from '../recently-deleted/restore-document';
import { CatalogDeps } from './catalog-deps';
import { ImageField, UploadedFilesByField } from './image-fields';
import { presented, ReadLanguage } from './localized-reads';
import { TRANSLATED_LANGUAGES, TranslatableFields } from './translations';

/** What a catalog domain is: how its records are named, found, searched and pictured. */
export interface CatalogOptions<T> {
  /** The 404's message, also documented on the domain's routes. */
  notFoundMessage: string;
  /** What the audit trail and Recently deleted call a record of this domain. */
  auditKind: DeletableKind;
  /** The field Recently deleted names a record by (a title, a hotel's name). */
  nameField: keyof T & string;
  imageFields: ImageField<T>[];
  /** The texts the admin translates (translations.ts); the others read the same in every language. */
  texts: TranslatableFields;
  /**
   * What the site search looks at: text fields (title, name, location) and the price field. A text field
   * that is translated is looked at in every language.
   */
  search?: { textFields: (keyof T & string)[]; priceField: keyof T & string };
}

export interface SearchCriteria {
  /** Already escaped: the user's text matches literally. */
  text?: RegExp;
  minPrice?: number;
  maxPrice?: number;
}

type ImageValues = Record<string, string | string[]>;

/**
 * What destinations, hotels, offers and blog posts share: reads, and writes whose images arrive in a
 * multipart form. Each domain service extends it with its model, its form's DTO (`Dto`: what create takes,
 * and update in part) and its `CatalogOptions`; anything that differs (sorting, paging, extra rules) stays
 * in the domain service.
 *
 * Images: every upload of a request is checked before anything is written, so a refused request leaves no
 * file behind; files a record stops using are removed after the record is saved.
 */
export abstract class CatalogService<T, Dto extends object> {
  protected constructor(
    protected readonly model: Model<T>,
    private readonly deps: CatalogDeps,
    private readonly options: CatalogOptions<T>,
  ) {
    deps.recentlyDeleted.register(options.auditKind, {
      restore: (document) => this.restore(document),
    });
  }

  list(): Promise<HydratedDocument<T>[]> {
    return this.model.find().sort({ createdAt: -1, _id: -1 }).exec();
  }

  /** The document, or a 404 with the domain's message (used by bookings to check what is booked). */
  async findById(id: string): Promise<HydratedDocument<T>> {
    const doc = await this.model.findById(id).exec();
    if (!doc) throw new NotFoundException(this.options.notFoundMessage);
    return doc;
  }

  /** A record as a read answers it: in one language with `untranslated`, or with every translation. */
  present(record: HydratedDocument<T>, read: ReadLanguage): Record<string, unknown> {
    return presented(record, read, this.options.texts);
  }

  /**
   * Records matching the site search (none when the domain is not searchable), by their text in any
   * language: one pass over the collection whatever the number of fields, as the embedded database reads
   * the whole collection for any such filter anyway (and MongoDB has no index for a pattern inside text).
   */
  search(criteria: SearchCriteria): Promise<HydratedDocument<T>[]> {
    const search = this.options.search;
    if (!search) return Promise.resolve([]);
    const filter: Record<string, unknown> = {};
    if (criteria.text) {
      const translated = search.textFields.filter((field) => field in this.options.texts);
      const paths = [
        ...search.textFields,
        ...TRANSLATED_LANGUAGES.flatMap((lang) =>
          translated.map((field) => `translations.${lang}.${field}`),
        ),
      ];
      filter.$or = paths.map((path) => ({ [path]: criteria.text }));
    }
    if (criteria.minPrice !== undefined || criteria.maxPrice !== undefined) {
      filter[search.priceField] = {
        ...(criteria.minPrice !== undefined && { $gte: criteria.minPrice }),
        ...(criteria.maxPrice !== undefined && { $lte: criteria.maxPrice }),
      };
    }
    return this.model
      .find(filter as FilterQuery<T>)
      .sort({ createdAt: -1, _id: -1 })
      .exec();
  }

  async create(fields: Dto, files: UploadedFilesByField = {}): Promise<HydratedDocument<T>> {
    for (const field of this.options.imageFields) {
      if (field.requiredOnCreate && !this.filesOf(field, files).length) {
        throw new BadRequestException('Please upload an image');
      }
    }
    const images = await this.storeUploads(files);
    try {
      const doc = (await this.model.create({
        ...withoutUndefined(fields),
        ...images,
      })) as HydratedDocument<T>;
      await this.invalidateReads();
      await this.recordChange('created', doc._id, null, doc);
      return doc;
    } catch (error) {
      await this.deps.images.removeByUrls(urlsOf(images));
      throw error;
    }
  }

  /** Whether the record exists (false once deleted): a booking of a deleted record was withdrawn. */
  async exists(id: string): Promise<boolean> {
    return (await this.model.exists({ _id: id }).exec()) !== null;
  }

  /**
   * Fields not sent stay as they are; an image field without new files keeps its images. A booked record's
   * bookings are asked first (BookedRecords): an edit that would strand or oversell them is refused (409),
   * before any upload is stored.
   */
  async update(
    id: string,
    fields: Partial<Dto>,
    files: UploadedFilesByField = {},
    confirmOversell = false,
  ): Promise<HydratedDocument<T>> {
    const doc = await this.findById(id);
    const before = doc.toObject() as Record<string, unknown>;
    await this.deps.booked.of(this.options.auditKind)?.beforeUpdate?.({
      id,
      before,
      fields: withoutUndefined(fields),
      confirmOversell,
    });
    const images = await this.storeUploads(files);
    const replaced = urlsOf(
      Object.fromEntries(Object.keys(images).map((key) => [key, doc.get(key) as string])),
    );
    try {
      doc.set({ ...withoutUndefined(fields), ...images });
      await doc.save();
    } catch (error) {
      await this.deps.images.removeByUrls(urlsOf(images));
      throw error;
    }
    await this.recordChange('updated', doc._id, before, doc);
    await this.deps.images.removeByUrls(replaced);
    await this.invalidateReads();
    return doc;
  }

  /**
   * Moves the record to Recently deleted, images and all, and out of every read: it stays restorable until
   * the purge, which removes its images. Bookings keep their own copy of what was booked. A booked record
   * with live future bookings is refused (409) unless `cancelBookings`, which cancels them first
   * (BookedRecords); bookings made while the delete ran are cancelled after it.
   */
  async remove(id: string, cancelBookings = false): Promise<void> {
    const guard = this.deps.booked.of(this.options.auditKind);
    await this.findById(id);
    await guard?.beforeRemove(id, cancelBookings);
    const doc = await this.findById(id);
    await this.deps.recentlyDeleted.keep({
      kind: this.options.auditKind,
      document: storedForm(doc),
      name: String(doc.get(this.options.nameField) ?? ''),
      images: this.imageUrlsOf(doc),
    });
    const deleted = await this.model.findByIdAndDelete(id).exec();
    if (!deleted) throw new NotFoundException(this.options.notFoundMessage);
    await this.recordChange('deleted', doc._id, doc, null);
    await this.invalidateReads();
    await guard?.afterRemove(id);
  }

  /** A record back from Recently deleted, seen at once by every read (false: it was back already). */
  private async restore(document: StoredDocument): Promise<boolean> {
    const restored = await putBack(
      this.model.collection,
      document,
      KIND_NAMES[this.options.auditKind],
    );
    await this.invalidateReads();
    return restored;
  }

  private imageUrlsOf(doc: HydratedDocument<T>): string[] {
    return this.options.imageFields
      .flatMap((field) => [doc.get(field.property) as string | string[]].flat())
      .filter(Boolean);
  }

  private recordChange(
    action: 'created' | 'updated' | 'deleted',
    record: unknown,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    return this.deps.audit.record({
      action,
      kind: this.options.auditKind,
      record: String(record),
      before,
      after,
    });
  }

  /** Catalog reads, and availability reads (capacity and tour times are catalog fields). */
  private async invalidateReads(): Promise<void> {
    await this.deps.changes.invalidate(CATALOG_CACHE_TAG);
    await this.deps.changes.invalidate(AVAILABILITY_CACHE_TAG);
  }

  private filesOf(field: ImageField<T>, files: UploadedFilesByField): { buffer: Buffer }[] {
    return field.uploads.flatMap((name) => files[name] ?? []);
  }

  /** Checks every uploaded file first, then stores them: the image properties to set, by property. */
  private async storeUploads(files: UploadedFilesByField): Promise<ImageValues> {
    const sent = this.options.imageFields
      .map((field) => ({ field, uploads: this.filesOf(field, files) }))
      .filter(({ uploads }) => uploads.length > 0);
    const prepared = await this.deps.images.prepare(
      sent.flatMap(({ uploads }) => uploads.map((file) => file.buffer)),
    );
    const urls = await this.deps.images.store(prepared);
    const values: ImageValues = {};
    for (const { field, uploads } of sent) {
      const own = urls.splice(0, uploads.length);
      values[field.property] = field.list ? own : (own[0] as string); // one URL per upload
    }
    return values;
  }
}

function urlsOf(values: Record<string, string | string[] | undefined>): string[] {
  return Object.values(values)
    .flat()
    .filter((url): url is string => typeof url === 'string');
}

function withoutUndefined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
