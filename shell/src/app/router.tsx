import { createBrowserRouter } from 'react-router';
import { useAuthStore } from '@travel/shell/auth';
import { RemoteModule } from '@travel/shell/ui';

function Placeholder() {
  const token = useAuthStore((s) => s.token);
  return (
    <main>
      <p>Signed in: {token ? 'yes' : 'no'}</p>
      <RemoteModule remote="catalog" module="HomeSearch" label="Search" />
    </main>
  );
}

export const router = createBrowserRouter([{ path: '*', element: <Placeholder /> }]);
