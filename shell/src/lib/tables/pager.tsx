export interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark, e.g. 'Blog pagination'. */
  label?: string;
}

/** Previous / "Page x of y" / Next; renders nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPageChange, label = 'Pagination' }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="sh-pager" aria-label={label}>
      <button
        type="button"
        className="sh-pager__button"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <span className="sh-pager__status" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button
        type="button"
        className="sh-pager__button"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
