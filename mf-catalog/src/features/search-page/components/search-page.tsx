import { type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@travel/shell/router';
import { listPageOf, paths, searchTermsOf, type SearchTerms } from '@travel/shell/paths';
import { Pager } from '@travel/shell/tables';
import { AsyncView, usePageMeta } from '@travel/shell/ui';
import { countMatches, useSearch } from '../../../api/search-api';
import { SearchResult } from '../../../components/search-result';
import { EMPTY_QUERY_MESSAGE, searchMessage } from '../../../lib/search-message';
import { searchResultItems } from '../../../lib/search-results';
import '../../../styles/shared.css';
import './search-page.css';

/** Three rows of three on a desktop: a page a phone scrolls through without getting lost. */
export const RESULTS_PER_PAGE = 9;

function searchTitle({ q, price }: SearchTerms, page: number): string {
  const what = [q && `"${q}"`, price && `price ${price}`].filter(Boolean).join(', ');
  const title = what ? `Search results for ${what}` : 'Search';
  return page > 1 ? `${title} – Page ${page}` : title;
}

/**
 * /search?q=&price=: a search's results as a page of its own, rendered by the server from its address, so
 * Back returns to it and a link shares it. The home search's popup links here ("See all results").
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const terms = searchTermsOf(params);
  const page = listPageOf(params);
  const state = useSearch(terms);
  const hasTerms = Boolean(terms.q || terms.price);
  const title = searchTitle(terms, page);
  usePageMeta({
    title,
    description: hasTerms
      ? `Tours, stays and hotels matching ${title.replace(/^Search results for /, '')} at Travel & Tours.`
      : 'Search tours, stays and hotels by place and price.',
  });

  return (
    <section className="cat-page cat-search-page" aria-labelledby="cat-search-page-title">
      <h1 id="cat-search-page-title" className="cat-section-title">
        {title}
      </h1>
      <SearchAgain terms={terms} />
      {!hasTerms ? (
        <p role="alert">{EMPTY_QUERY_MESSAGE}</p>
      ) : (
        <AsyncView state={state} loading="Searching..." error={({ message }) => message}>
          {(matches) => {
            const items = searchResultItems(matches);
            const totalPages = Math.ceil(items.length / RESULTS_PER_PAGE);
            const shown = items.slice((page - 1) * RESULTS_PER_PAGE, page * RESULTS_PER_PAGE);
            return (
              <>
                <p className="cat-search-page__message" role="status">
                  {searchMessage(terms.q, terms.price, countMatches(matches))}
                </p>
                {shown.length > 0 && (
                  <ul className="cat-card-grid" aria-label="Matches">
                    {shown.map((item, index) => (
                      <li key={item.key}>
                        <SearchResult item={item} variant="card" eager={index === 0} />
                      </li>
                    ))}
                  </ul>
                )}
                <Pager
                  page={page}
                  totalPages={totalPages}
                  label="Search results pages"
                  hrefOf={(to) => paths.search(terms, to)}
                />
              </>
            );
          }}
        </AsyncView>
      )}
    </section>
  );
}

/** The terms, to change and search again: a plain GET form, so it also works before the code has loaded. */
function SearchAgain({ terms }: { terms: SearchTerms }) {
  const navigate = useNavigate();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: keyof SearchTerms) => String(form.get(name) ?? '').trim();
    void navigate(paths.search({ q: field('q'), price: field('price') }));
  }
  return (
    <form
      className="cat-search-page__form"
      role="search"
      action={paths.search({ q: '', price: '' })}
      method="get"
      onSubmit={onSubmit}
      // A new search's terms: the page and its cards change with the address.
      key={`${terms.q}|${terms.price}`}
    >
      <label className="cat-search-page__field">
        <span>Location</span>
        <input name="q" type="text" maxLength={100} defaultValue={terms.q} />
      </label>
      <label className="cat-search-page__field">
        <span>Price</span>
        <input
          name="price"
          type="text"
          inputMode="numeric"
          placeholder="500 or 100-500"
          defaultValue={terms.price}
        />
      </label>
      <button type="submit" className="cat-link-button">
        Search
      </button>
    </form>
  );
}
