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
}

/** Files by multipart field name (multer's `req.files`); only the bytes are used. */
export type UploadedFilesByField = Partial<Record<string, { buffer: Buffer }[]>>;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_GALLERY_FILES = 10;

export function mainImage<T>(property: keyof T & string, list = false): ImageField<T> {
  return {
    property,
    uploads: [property],
    list,
    maxCount: list ? MAX_GALLERY_FILES : 1,
    requiredOnCreate: true,
  };
}

export function gallery<T>(property: keyof T & string): ImageField<T> {
  return {
    property,
    uploads: [property, `${property}[]`],
    list: true,
    maxCount: MAX_GALLERY_FILES,
    requiredOnCreate: false,
  };
}
