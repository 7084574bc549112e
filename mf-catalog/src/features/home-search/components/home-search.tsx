import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@travel/shell/http';
import { t } from '@travel/shell/i18n';
import { useSearchParams } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import { Button, DisabledUntilHydrated } from '@travel/shell/ui';
import { countMatches, type SearchMatches, searchCatalog } from '../../../api/search-api';
import { type RecentSearch, useRecentSearches } from '../lib/use-recent-searches';
import { highlightText } from '../lib/highlight';
import { emptyQueryMessage, searchMessage } from '../../../lib/search-message';
import {
  SEARCH_TEXT_MAX,
  type SearchProblem,
  searchProblem,
  searchProblemText,
} from '../lib/search-terms';
import { SearchPopup } from './search-popup';
import './home-search.css';

type Feedback = {
  message: string;
  isError: boolean;
  results: SearchMatches | null;
  /** The search's own page, offered as "See all results". */
  allResultsHref?: string;
};

/** The page's main content is what gets highlighted; the body is the fallback for bare pages. */
function highlightRoot(): Element {
  return document.querySelector('main') ?? document.body;
}

export function HomeSearch() {
  const [params] = useSearchParams();
  const [location, setLocation] = useState(() => params.get('location') ?? '');
  const [price, setPrice] = useState(() => params.get('price') ?? '');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // Terms the API would refuse: said next to their box, never sent.
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const { searches, remember, clear } = useRecentSearches();
  const restoreHighlight = useRef<() => void>(() => undefined);
  const latestRequest = useRef(0);

  const searchBox = useRef<HTMLElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const priceInput = useRef<HTMLInputElement>(null);
  const popupOpen = feedback !== null;

  useEffect(() => () => restoreHighlight.current(), []);

  // The page arrives rendered by the server, so a visitor on a slow phone can send the form before this
  // code runs: the browser then sends it as `/?location=…&price=…`, which is searched on arrival.
  useEffect(() => {
    if (location || price) void runSearch({ location, price });
    // Only what the page arrived with: later changes of the address are the router's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A click anywhere outside the search box closes the popup, as a menu would.
  useEffect(() => {
    if (!popupOpen) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!searchBox.current?.contains(event.target as Node)) setFeedback(null);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [popupOpen]);

  async function runSearch(search: RecentSearch) {
    const text = search.location.trim();
    const range = search.price.trim();
    restoreHighlight.current();
    restoreHighlight.current = () => undefined;

    if (!text && !range) {
      setProblem(null);
      setFeedback({ message: emptyQueryMessage(), isError: true, results: null });
      return;
    }
    const refused = searchProblem(text, range);
    setProblem(refused);
    if (refused) {
      // An answer to an older search must not open the popup over the message.
      latestRequest.current += 1;
      setBusy(false);
      setFeedback(null);
      (refused.field === 'price' ? priceInput : locationInput).current?.focus();
      return;
    }

    const request = ++latestRequest.current;
    setBusy(true);
    try {
      const result = await searchCatalog(text, range);
      if (request !== latestRequest.current) return;
      // Only a search the API took is worth repeating from Recent Searches.
      remember({ location: text, price: range });
      restoreHighlight.current = highlightText(highlightRoot(), text).restore;
      setFeedback({
        message: searchMessage(text, range, countMatches(result)),
        isError: false,
        results: result,
        allResultsHref: paths.search({ q: text, price: range }),
      });
    } catch (error) {
      if (request !== latestRequest.current) return;
      setFeedback({
        message: apiErrorMessage(error, t('catalog.search.failed')),
        isError: true,
        results: null,
      });
    } finally {
      if (request === latestRequest.current) setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The boxes, not the state: text typed before the page's code ran is in the box but never reached the
    // state, since no change event was seen for it.
    const form = new FormData(event.currentTarget);
    const sent = {
      location: String(form.get('location') ?? ''),
      price: String(form.get('price') ?? ''),
    };
    setLocation(sent.location);
    setPrice(sent.price);
    void runSearch(sent);
  }

  function onRecentSelect(search: RecentSearch) {
    setLocation(search.location);
    setPrice(search.price);
    void runSearch(search);
  }

  /** What both boxes share: their name and value, the problem marked on them, cleared as they change. */
  const box = (
    field: SearchProblem['field'],
    value: string,
    setValue: (value: string) => void,
    hint?: string,
  ) => {
    const broken = problem?.field === field;
    const describedBy = [hint, broken ? 'cat-search-problem' : undefined].filter(Boolean).join(' ');
    return {
      className: 'cat-search__input',
      type: 'text',
      name: field,
      value,
      'aria-invalid': broken || undefined,
      'aria-describedby': describedBy || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        if (broken) setProblem(null);
      },
    };
  };

  return (
    <section
      ref={searchBox}
      className="cat-search"
      aria-label={t('catalog.search.label')}
      data-search-ignore=""
    >
      {/* Typed into before hydration, a box can lose its text when React takes the page over. */}
      <DisabledUntilHydrated legend={t('catalog.search.label')}>
        <form className="cat-search__form" role="search" onSubmit={onSubmit} noValidate>
          <label className="cat-search__field">
            <span className="cat-search__label">{t('catalog.search.location')}</span>
            <input
              ref={locationInput}
              placeholder={t('catalog.search.locationPlaceholder')}
              maxLength={SEARCH_TEXT_MAX}
              {...box('location', location, setLocation)}
            />
          </label>
          <label className="cat-search__field">
            <span className="cat-search__label">{t('catalog.search.price')}</span>
            <input
              ref={priceInput}
              inputMode="numeric"
              placeholder={t('catalog.search.pricePlaceholder')}
              {...box('price', price, setPrice, 'cat-search-price-hint')}
            />
          </label>
          <Button
            type="submit"
            className="cat-search__submit"
            busy={busy}
            busyText={t('catalog.search.busy')}
          >
            {t('catalog.search.submit')}
          </Button>
          {/* Three kinds of price: the box compares each match with its own, which its result shows. */}
          <p id="cat-search-price-hint" className="cat-search__hint">
            {t('catalog.search.priceHint')}
          </p>
          {problem && (
            <p id="cat-search-problem" className="cat-search__error" role="alert">
              {searchProblemText(problem)}
            </p>
          )}
        </form>
      </DisabledUntilHydrated>
      {feedback && (
        <SearchPopup
          message={feedback.message}
          isError={feedback.isError}
          results={feedback.results}
          allResultsHref={feedback.allResultsHref ?? null}
          recent={searches}
          onRecentSelect={onRecentSelect}
          onClearHistory={clear}
          onClose={() => {
            setFeedback(null);
            // The popup held the focus; hand it back to where the search started.
            locationInput.current?.focus();
          }}
        />
      )}
    </section>
  );
}
