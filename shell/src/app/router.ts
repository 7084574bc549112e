import { createBrowserRouter } from '@travel/shell/router';
import { setUnauthorizedHandler } from '@travel/shell/http';
import { paths } from '@travel/shell/paths';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// A 401 on an authenticated request (expired token) has already signed the user out.
setUnauthorizedHandler(() => {
  void router.navigate(paths.login, { replace: true });
});
