import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from '@travel/shell/router';
import { selectIsAdmin, useAuthStore } from '@travel/shell/auth';
import { paths } from '@travel/shell/paths';
import { Toaster } from '@travel/shell/ui';
import { AdminApp } from '../app/admin-app';
import { SignInPage } from './sign-in-page';
import './harness.css';

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

/** The stand-alone page of this remote (never exposed): its own sign-in, then the dashboard. */
export function Harness() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
