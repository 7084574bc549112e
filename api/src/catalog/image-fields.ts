import { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';

/** One image property of a catalog record and how it arrives in the multipart form. */
export interface ImageField<T> {
  /** The schema property holding the `/api/images/{id}` URL (or URLs). */
  property: keyof T & string;
  /** Accepted multipart file field names (`gallary[]` as browsers send it, or `gallary`). */
  uploads: string[];
  /** A single URL or a list of them. */
  list: boolean;
  /** At most this many files. */
  maxCount: number;
  /** Must be uploaded when the record is created ('Please upload an image'). */
  requiredOnCreate: boolean;
  /** How the form's documentation shows the file field to clients. */
  documented: ApiPropertyOptions;
}

/** Files by multipart field name (multer's `req.files`); only the bytes are used. */
export type UploadedFilesByField = Partial<Record<string, { buffer: Buffer }[]>>;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_GALLERY_FILES = 10;

const FILES = { type: 'array', items: { type: 'string', format: 'binary' } } as const;

export function mainImage<T>(property: keyof T & string, list = false): ImageField<T> {
  const description = 'Required when adding';
  return {
    property,
    uploads: [property],
    list,
    maxCount: list ? MAX_GALLERY_FILES : 1,
    requiredOnCreate: true,
    documented: list
      ? { ...FILES, description }
      : { type: 'string', format: 'binary', description },
  };
}

/**
 * Optional extra pictures, `gallary[]` or `gallary` in the form. The contract documents most galleries
 * under their bracketed name, and the hotel's as a field sent once per file (`repeated`).
 */
export function gallery<T>(
  property: keyof T & string,
  documented: 'brackets' | 'repeated' = 'brackets',
): ImageField<T> {
  return {
    property,
    uploads: [property, `${property}[]`],
    list: true,
    maxCount: MAX_GALLERY_FILES,
    requiredOnCreate: false,
    documented:
      documented === 'brackets'
        ? { name: `${property}[]`, ...FILES, required: false }
        : { description: 'Repeated', ...FILES, required: false },
  };
}

/**
 * A catalog record's multipart form as documented for clients: the text fields `Fields` validates, plus
 * its image files. Extend it to name the form: `class HotelForm extends ImageFieldsForm(...) {}`.
 */
export function ImageFieldsForm<F extends Type<object>>(Fields: F, images: ImageField<never>[]): F {
  class Form extends Fields {}
  for (const field of images) ApiProperty(field.documented)(Form.prototype, field.property);
  return Form;
}
