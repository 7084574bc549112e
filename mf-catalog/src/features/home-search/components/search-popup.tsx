import { useEffect, useId, useRef } from 'react';
import { t } from '@travel/shell/i18n';
import { Link } from '@travel/shell/router';
import { countMatches, type SearchMatches } from '../../../api/search-api';
import { SearchResult } from '../../../components/search-result';
import { searchResultItems } from '../../../lib/search-results';
import type { RecentSearch } from '../lib/use-recent-searches';

type Props = {
  message: string;
  isError: boolean;
  results: SearchMatches | null;
  /** The search's own page (`/search?q=&price=`): kept on Back, and a link to share. */
  allResultsHref: string | null;
  recent: RecentSearch[];
  onRecentSelect: (search: RecentSearch) => void;
  onClearHistory: () => void;
  onClose: () => void;
};

function recentLabel({ location, price }: RecentSearch): string {
  if (!price) return location;
  return location ? `${location} · ${price}` : price;
}

/** Non-modal dialog under the search box: feedback, result links and the search history. */
export function SearchPopup({
  message,
  isError,
  results,
  allResultsHref,
  recent,
  onRecentSelect,
  onClearHistory,
  onClose,
}: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialogRef.current?.focus();
  }, [message]);

  const hasResults = results !== null && countMatches(results) > 0;

  return (
    <div
      ref={dialogRef}
      className="cat-search-popup"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="cat-search-popup__header">
        <h2 id={titleId} className="cat-search-popup__title">
          {t('catalog.search.resultsTitle')}
        </h2>
        <button
          type="button"
          className="cat-search-popup__close"
          onClick={onClose}
          aria-label={t('catalog.search.closeResults')}
        >
          ×
        </button>
      </div>
      <p
        className={
          isError
            ? 'cat-search-popup__message cat-search-popup__message--error'
            : 'cat-search-popup__message'
        }
        role={isError ? 'alert' : 'status'}
      >
        {message}
      </p>

      {hasResults && (
        <ul className="cat-search-popup__results" aria-label={t('catalog.search.matches')}>
          {searchResultItems(results).map((item) => (
            <li key={item.key}>
              <SearchResult item={item} variant="row" onOpen={onClose} />
            </li>
          ))}
        </ul>
      )}
      {hasResults && allResultsHref && (
        <Link className="cat-search-popup__all" to={allResultsHref} onClick={onClose}>
          {t('catalog.search.seeAll')}
        </Link>
      )}

      <section className="cat-search-popup__history" aria-label={t('catalog.search.recent')}>
        <h3 className="cat-search-popup__subtitle">{t('catalog.search.recent')}</h3>
        {recent.length === 0 ? (
          <p className="cat-search-popup__empty">{t('catalog.search.noRecent')}</p>
        ) : (
          <>
            <ul className="cat-search-popup__recent">
              {recent.map((search) => (
                <li key={`${search.location}|${search.price}`}>
                  <button
                    type="button"
                    className="cat-search-popup__recent-item"
                    onClick={() => onRecentSelect(search)}
                  >
                    {recentLabel(search)}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="cat-search-popup__clear" onClick={onClearHistory}>
              {t('catalog.search.clearHistory')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
