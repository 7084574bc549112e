import { useState, type ImgHTMLAttributes } from 'react';

// Inline SVG so the fallback itself can never fail to load (and needs no network).
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">' +
      '<rect width="480" height="320" fill="#e2e8f0"/>' +
      '<path d="M150 230l70-90 50 60 35-40 75 70z" fill="#94a3b8"/>' +
      '<circle cx="320" cy="110" r="24" fill="#94a3b8"/></svg>',
  );

export interface SafeImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  alt: string;
  src?: string;
}

/** Lazy image that swaps to a placeholder when the source is missing or broken. */
export function SafeImage({
  src,
  srcSet,
  sizes,
  alt,
  loading = 'lazy',
  onError,
  ...rest
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      decoding="async"
      src={broken ? PLACEHOLDER_IMAGE : src}
      // The placeholder comes in one size: a srcset would keep the browser on the broken copies.
      srcSet={broken ? undefined : srcSet || undefined}
      sizes={broken || !srcSet ? undefined : sizes}
      data-fallback={broken || undefined}
      onError={(event) => {
        if (src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
