import { FileField, type FilesBinding } from '@travel/shell/forms';
import { imageUrl } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';

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
          label={t('admin.catalog.image')}
          {...image}
          existing={stored?.image ? [imageUrl(stored.image, 480)] : []}
          hint={stored ? t('admin.catalog.keepImage') : undefined}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <FileField
          label={t('admin.catalog.gallery')}
          multiple
          {...gallery}
          existing={stored?.gallery.map((url) => imageUrl(url, 480)) ?? []}
          hint={(stored && keepGalleryHint) || t('admin.catalog.severalImages')}
        />
      </div>
    </>
  );
}
