import { isRouteErrorResponse, Link, useRouteError } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import { ErrorPanel, Spinner } from '@travel/shell/ui';
import { reloadPage } from './reload-page';

export const CHUNK_FAILED_TITLE = 'This page could not be loaded';
export const CHUNK_FAILED_TEXT =
  'Part of the site did not arrive, perhaps because the connection dropped or the site has just been updated. Reloading the page usually fixes it.';
// Spec sections 2 and 8 name this title; the text under it says what to do in plain words.
export const PAGE_FAILED_TITLE = 'Unexpected Application Error!';
export const PAGE_FAILED_TEXT =
  'This page ran into a problem. Reloading it may help; if it does not, please try again later.';

/**
 * A script or style file of the page that did not arrive: webpack's ChunkLoadError ('Loading chunk 996
 * failed'), its CSS twin, or the browser's own message for a failed dynamic import.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /loading (css )?chunk \S+ failed|dynamically imported module|importing a module script failed/i.test(
      error.message,
    )
  );
}

/** What a visitor reads when a page fails: plain words and a way out, never the technical message. */
function PageProblem() {
  const error = useRouteError();
  // The detail is for whoever debugs it, not for the visitor.
  if (!isRouteErrorResponse(error)) console.warn('A page failed:', error);
  const chunk = isChunkLoadError(error);
  return (
    <ErrorPanel
      title={chunk ? CHUNK_FAILED_TITLE : PAGE_FAILED_TITLE}
      message={chunk ? CHUNK_FAILED_TEXT : PAGE_FAILED_TEXT}
      actionLabel="Reload"
      onAction={reloadPage}
    >
      <Link to={paths.home}>Back to the home page</Link>
    </ErrorPanel>
  );
}

/** A page that failed, inside the layout: the navbar and footer stay around it. */
export function PageError() {
  return (
    <div className="sh-page sh-route-error">
      <PageProblem />
    </div>
  );
}

/** The layout itself failed, so this stands alone and brings its own landmark. */
export function RouteError() {
  return (
    <main className="sh-main sh-page sh-route-error" id="main">
      <PageProblem />
    </main>
  );
}

/** Inside the layout while a page's code arrives on the first visit. */
export function PageLoading() {
  return (
    <div className="sh-page">
      <Spinner />
    </div>
  );
}
