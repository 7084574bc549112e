import { t } from '@travel/shell/i18n';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useHydrated } from './use-hydrated';

export interface ErrorPanelProps {
  /** What went wrong, in the visitor's words. */
  message: ReactNode;
  /** A heading above the message, for a whole page that failed (sections need none). */
  title?: string;
  /** 'Retry' for a request or a section, 'Reload' for a page. */
  actionLabel?: string;
  onAction?: () => void;
  /** Anything else the visitor can do, such as a link home. */
  children?: ReactNode;
}

/**
 * The one look of every failure on the site (a request, a section whose code did not load, a page): the
 * same panel, colour and action button wherever it appears, so two failures on one page read alike.
 */
export function ErrorPanel({
  message,
  title,
  actionLabel = t('kit.retry'),
  onAction,
  children,
}: ErrorPanelProps) {
  // In server-rendered HTML the button has no handler until the page's code runs: a press would be lost.
  const hydrated = useHydrated();
  return (
    <div className="sh-error-panel" role="alert">
      {title ? <h1 className="sh-error-panel__title">{title}</h1> : null}
      <p className="sh-error-panel__message">{message}</p>
      {onAction || children ? (
        <div className="sh-error-panel__actions">
          {onAction ? (
            <Button variant="secondary" onClick={onAction} disabled={!hydrated}>
              {actionLabel}
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
