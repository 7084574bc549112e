export interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark, e.g. 'Blog pagination'. */
  label?: string;
  /**
   * 'words' (Previous / Next) for lists; 'arrows' (‹ / ›, named "Previous page" and "Next page") for a
   * section's cards, shown even when everything fits on one page, so the section keeps its height.
   */
  variant?: 'words' | 'arrows';
}

/** Previous / "Page x of y" / Next; in words, renders nothing when everything fits on one page. */
export function Pager({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  variant = 'words',
}: PagerProps) {
  const arrows = variant === 'arrows';
  if (totalPages <= 1 && !arrows) return null;
  const buttonClass = arrows ? 'sh-pager__button sh-pager__button--arrow' : 'sh-pager__button';
  return (
    <nav className="sh-pager" aria-label={label}>
      <button
        type="button"
        className={buttonClass}
        aria-label={arrows ? 'Previous page' : undefined}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {arrows ? '‹' : 'Previous'}
      </button>
      <span className="sh-pager__status" aria-live="polite">
        Page {page} of {Math.max(1, totalPages)}
      </span>
      <button
        type="button"
        className={buttonClass}
        aria-label={arrows ? 'Next page' : undefined}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {arrows ? '›' : 'Next'}
      </button>
    </nav>
  );
}
