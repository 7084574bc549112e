import { isRouteErrorResponse, Link, useRouteError } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';
import { t } from '@travel/shell/i18n';
import { ErrorPanel, Spinner } from '@travel/shell/ui';
import { reloadPage } from './reload-page';

// Spec sections 2 and 8 name the failed page's title (shell.pageFailed.title); the text under it says what
// to do in plain words. Message ids, read at render.
export const CHUNK_FAILED_TITLE = 'shell.chunkFailed.title';
export const CHUNK_FAILED_TEXT = 'shell.chunkFailed.text';
export const PAGE_FAILED_TITLE = 'shell.pageFailed.title';
export const PAGE_FAILED_TEXT = 'shell.pageFailed.text';

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
      title={t(chunk ? CHUNK_FAILED_TITLE : PAGE_FAILED_TITLE)}
      message={t(chunk ? CHUNK_FAILED_TEXT : PAGE_FAILED_TEXT)}
      actionLabel={t('shell.reload')}
      onAction={reloadPage}
    >
      <Link to={paths.home}>{t('shell.backHome')}</Link>
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
