import { imageUrl } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';

/** A row's picture in a catalog table: small, with its size set so rows do not jump while it loads. */
export function Thumbnail({ src, alt }: { src: string | undefined; alt: string }) {
  if (!src) return <span className="adm-muted">{t('admin.catalog.noImage')}</span>;
  return (
    <img
      className="adm-thumb"
      src={imageUrl(src, 480)}
      alt={alt}
      width={64}
      height={48}
      loading="lazy"
      decoding="async"
    />
  );
}
