import { RouterProvider } from '@travel/shell/router';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
