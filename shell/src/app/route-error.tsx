import { isRouteErrorResponse, Link, useRouteError } from '@travel/shell/router';
import { paths } from '@travel/shell/paths';

export const UNEXPECTED_ERROR_TEXT = 'Unexpected Application Error!';

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="sh-main sh-page sh-route-error" id="main">
      <h1>{UNEXPECTED_ERROR_TEXT}</h1>
      {detail ? <p className="sh-muted">{detail}</p> : null}
      <p>
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </main>
  );
}
