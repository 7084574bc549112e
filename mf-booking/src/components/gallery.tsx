import { t } from '@travel/shell/i18n';
import { imageSrcSet, imageUrl } from '@travel/shell/http';
import { SafeImage } from '@travel/shell/ui';
import './gallery.css';

interface GalleryProps {
  images: string[];
  alt: string;
}

/**
 * The first picture is above the fold and loads at once, with high priority. On a phone the second one,
 * full width below it, is in view too (and the larger of the two): it loads at once as well. The others
 * wait until scrolled to.
 */
export function Gallery({ images, alt }: GalleryProps) {
  if (images.length === 0) return null;
  return (
    <ul className="bk-gallery" aria-label={t('booking.gallery.label', { title: alt })}>
      {images.map((src, index) => (
        <li key={`${src}-${index}`} className={index === 0 ? 'bk-gallery__main' : undefined}>
          <SafeImage
            src={imageUrl(src, 1200)}
            srcSet={imageSrcSet(src)}
            sizes={pictureSizes(index, images.length)}
            alt={
              index === 0 ? alt : t('booking.gallery.picture', { title: alt, number: index + 1 })
            }
            width={index === 0 ? 1200 : 480}
            height={index === 0 ? 675 : 320}
            loading={index < 2 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A picture's width as gallery.css lays it out, so that a phone fetches the copy it shows. The main picture
 * spans the row (half the 72rem page on wide screens). On a phone the others go two to a row, but one left
 * alone on its row takes all of it; on a wide screen they take a quarter of the row, or half of it when
 * one or two share the main picture's block.
 */
export function pictureSizes(index: number, count: number): string {
  if (index === 0) return '(min-width: 48rem) 36rem, 100vw';
  const onPhone = index % 2 === 1 && index === count - 1 ? '100vw' : '50vw';
  return `(min-width: 48rem) ${count <= 3 ? '36rem' : '18rem'}, ${onPhone}`;
}

/** Destinations carry a main image (one URL or a list) plus the `gallary` list; show each once. */
export function galleryImages(
  image: string | string[] | undefined,
  gallery: string[] = [],
): string[] {
  const main = image === undefined ? [] : Array.isArray(image) ? image : [image];
  return [...new Set([...main, ...gallery].filter((src) => src.trim() !== ''))];
}
