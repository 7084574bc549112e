import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from '@travel/shell/router';
import { configureHttp } from '@travel/shell/http';
import { selectIsAdmin, useAuthStore } from '@travel/shell/auth';
import { paths } from '@travel/shell/paths';
import { Toaster } from '@travel/shell/ui';
import { AdminApp } from './app/admin-app';
import { SignInPage } from './app/harness/sign-in-page';
import './app/harness/harness.css';

// Stand-alone harness only: the dev server proxies /api and /auth to API_URL (default localhost:3000).
configureHttp({ apiUrl: '' });

function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAuthStore(selectIsAdmin);
  return isAdmin ? children : <Navigate to={paths.login} replace />;
}

const router = createBrowserRouter([
  { path: 'login', element: <SignInPage /> },
  {
    path: 'admin/*',
    element: (
      <RequireAdmin>
        <AdminApp />
      </RequireAdmin>
    ),
  },
  { path: '*', element: <Navigate to={paths.admin.overview} replace /> },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The harness page has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
    <Toaster />
  </StrictMode>,
);
