import { FileField, type FilesBinding } from '@travel/shell/forms';
import { PRICE_HINT } from '../../lib/catalog-rules';
import { imageUrl } from '@travel/shell/http';

/**
 * The input props of a price or cost field: a non-negative amount, to the cent, with the hint that tells
 * the cents rule before sending.
 */
export const MONEY_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: 0,
  step: 0.01,
  hint: PRICE_HINT,
} as const;

export interface ImageFieldsProps {
  image: FilesBinding;
  gallery: FilesBinding;
  /** The record's stored images when editing (null when adding). */
  stored: { image: string | undefined; gallery: readonly string[] } | null;
  /** The gallery's hint when editing; by default the one for adding. */
  keepGalleryHint?: string;
}

/** The main image and the gallery of a catalog form, with previews of what is stored. */
export function ImageFields({ image, gallery, stored, keepGalleryHint }: ImageFieldsProps) {
  return (
    <>
      <div className="adm-catalog-form__wide">
        <FileField
          label="Image"
          {...image}
          existing={stored?.image ? [imageUrl(stored.image, 480)] : []}
          hint={stored ? 'Leave empty to keep the current image.' : undefined}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <FileField
          label="Gallery"
          multiple
          {...gallery}
          existing={stored?.gallery.map((url) => imageUrl(url, 480)) ?? []}
          hint={(stored && keepGalleryHint) || 'Several images may be picked at once.'}
        />
      </div>
    </>
  );
}
