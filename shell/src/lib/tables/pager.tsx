import { t } from '@travel/shell/i18n';
import { Link } from '@travel/shell/router';

interface PagerBaseProps {
  page: number;
  totalPages: number;
  /** Name of the navigation landmark, e.g. 'Blog pagination'. */
  label?: string;
  /**
   * 'words' (Previous / Next) for lists; 'arrows' (‹ / ›, named "Previous page" and "Next page") for a
   * section's cards, shown even when everything fits on one page, so the section keeps its height.
   */
  variant?: 'words' | 'arrows';
}

/**
 * Either buttons that call onPageChange, or, for a list whose pages have addresses of their own, links to
 * them (`hrefOf`): links that crawlers follow and that work without JavaScript.
 */
export type PagerProps = PagerBaseProps &
  (
    | { onPageChange: (page: number) => void; hrefOf?: never }
    | { hrefOf: (page: number) => string; onPageChange?: never }
  );

/** Previous / "Page x of y" / Next; in words, renders nothing when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onPageChange,
  hrefOf,
  label = t('kit.pager.label'),
  variant = 'words',
}: PagerProps) {
  const arrows = variant === 'arrows';
  if (totalPages <= 1 && !arrows) return null;
  const buttonClass = arrows ? 'sh-pager__button sh-pager__button--arrow' : 'sh-pager__button';
  const step = (to: number, text: string, name: string, disabled: boolean) =>
    hrefOf && !disabled ? (
      <Link className={buttonClass} to={hrefOf(to)} aria-label={arrows ? name : undefined}>
        {text}
      </Link>
    ) : (
      <button
        type="button"
        className={buttonClass}
        aria-label={arrows ? name : undefined}
        disabled={disabled}
        onClick={() => onPageChange?.(to)}
      >
        {text}
      </button>
    );
  return (
    <nav className="sh-pager" aria-label={label}>
      {step(
        page - 1,
        arrows ? '‹' : t('kit.pager.previous'),
        t('kit.pager.previousPage'),
        page <= 1,
      )}
      <span className="sh-pager__status" aria-live="polite">
        {t('kit.pager.status', { page, total: Math.max(1, totalPages) })}
      </span>
      {step(
        page + 1,
        arrows ? '›' : t('kit.pager.next'),
        t('kit.pager.nextPage'),
        page >= totalPages,
      )}
    </nav>
  );
}
