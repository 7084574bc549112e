import { RouterProvider } from '@travel/shell/router';
import { router } from './router';

export function App() {
  return <RouterProvider router={router} />;
}
