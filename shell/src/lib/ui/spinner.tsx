import { t } from '@travel/shell/i18n';
export interface SpinnerProps {
  /** Text for assistive technology and, when `visibleLabel`, on screen (spec: 'Loading...'). */
  label?: string;
  visibleLabel?: boolean;
}

export function Spinner({ label = t('kit.loading'), visibleLabel = false }: SpinnerProps) {
  return (
    <div className="sh-spinner" role="status" aria-live="polite">
      <span className="sh-spinner__circle" aria-hidden="true" />
      <span className={visibleLabel ? undefined : 'sh-visually-hidden'}>{label}</span>
    </div>
  );
}
