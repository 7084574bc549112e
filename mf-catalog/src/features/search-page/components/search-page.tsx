import { type FormEvent } from 'react';
import { currentLang, pathInLanguage, t } from '@travel/shell/i18n';
import { useNavigate, useSearchParams } from '@travel/shell/router';
import { listPageOf, paths, searchTermsOf, type SearchTerms } from '@travel/shell/paths';
import { Pager } from '@travel/shell/tables';
import { AsyncView, usePageMeta } from '@travel/shell/ui';
import { countMatches, useSearch } from '../../../api/search-api';
import { SearchResult } from '../../../components/search-result';
import { emptyQueryMessage, searchMessage } from '../../../lib/search-message';
import { searchResultItems } from '../../../lib/search-results';
import '../../../styles/shared.css';
import './search-page.css';

/** Three rows of three on a desktop: a page a phone scrolls through without getting lost. */
export const RESULTS_PER_PAGE = 9;

/** The terms as the title names them: `"Paris", price 100-500`, with the page after the first. */
function searchedTerms({ q, price }: SearchTerms, page: number): string {
  const terms = [
    q && t('catalog.searchPage.quoted', { text: q }),
    price && t('catalog.searchPage.price', { price }),
  ]
    .filter(Boolean)
    .join(', ');
  return withPage(terms, page);
}

function withPage(title: string, page: number): string {
  return page > 1 ? t('catalog.searchPage.titlePage', { title, page }) : title;
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
  const searched = searchedTerms(terms, page);
  const title = hasTerms
    ? t('catalog.searchPage.titleFor', { terms: searched })
    : withPage(t('catalog.searchPage.title'), page);
  usePageMeta({
    title,
    description: hasTerms
      ? t('catalog.searchPage.description', { terms: searched })
      : t('catalog.searchPage.descriptionEmpty'),
  });

  return (
    <section className="cat-page cat-search-page" aria-labelledby="cat-search-page-title">
      <h1 id="cat-search-page-title" className="cat-section-title">
        {title}
      </h1>
      <SearchAgain terms={terms} />
      {!hasTerms ? (
        <p role="alert">{emptyQueryMessage()}</p>
      ) : (
        <AsyncView
          state={state}
          loading={t('catalog.search.busy')}
          error={({ message }) => message}
        >
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
                  <ul className="cat-card-grid" aria-label={t('catalog.search.matches')}>
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
                  label={t('catalog.searchPage.pages')}
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
      // A plain form leaves the router: its address carries the page's language itself.
      action={pathInLanguage(paths.search({ q: '', price: '' }), currentLang())}
      method="get"
      onSubmit={onSubmit}
      // A new search's terms: the page and its cards change with the address.
      key={`${terms.q}|${terms.price}`}
    >
      <label className="cat-search-page__field">
        <span>{t('catalog.search.location')}</span>
        <input name="q" type="text" maxLength={100} defaultValue={terms.q} />
      </label>
      <label className="cat-search-page__field">
        <span>{t('catalog.search.price')}</span>
        <input
          name="price"
          type="text"
          inputMode="numeric"
          placeholder={t('catalog.search.pricePlaceholder')}
          defaultValue={terms.price}
        />
      </label>
      <button type="submit" className="cat-link-button">
        {t('catalog.search.submit')}
      </button>
    </form>
  );
}
