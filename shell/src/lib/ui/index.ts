// Remotes type-check this source with their own tsconfig: the reference brings the asset
// module declarations along wherever the entry is compiled.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./assets.d.ts" />
import './ui.css';

export { Button, type ButtonProps } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export {
  toast,
  dismissToast,
  Toaster,
  type ToastAction,
  type ToastItem,
  type ToastKind,
  type ToastOptions,
} from './toast';
export { SafeImage, PLACEHOLDER_IMAGE, type SafeImageProps } from './safe-image';
export {
  formatChargedPrice,
  formatMinorUnits,
  formatPrice,
  formatTotal,
  stayPriceUnit,
} from './format-price';
export { AsyncView, type AsyncViewProps } from './async-view';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export { RecordView, type GoneRecord } from './record-view';
export { NearViewport, type NearViewportProps } from './near-viewport';
export { Reveal, ANIMATION_MS } from './reveal';
export { useHydrated } from './use-hydrated';
export { DisabledUntilHydrated } from './disabled-until-hydrated';
export {
  usePageMeta,
  summarize,
  pageHeadTags,
  fullTitleOf,
  ServerPageContext,
  usePageUrl,
  PAGE_META_MARK,
  SITE_NAME,
  type PageMeta,
  type ServerPage,
  type HeadTag,
} from './page-meta';
export { richText, tRich, type RichParts } from './rich-text';
