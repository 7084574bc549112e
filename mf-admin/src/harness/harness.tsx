import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from '@travel/shell/router';
import { selectIsAdmin, useAuthStore } from '@travel/shell/auth';
import { HarnessSignIn } from '@travel/shell/harness';
import { paths } from '@travel/shell/paths';
import { Toaster } from '@travel/shell/ui';
import { AdminApp } from '../app/admin-app';
import './harness.css';

function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAuthStore(selectIsAdmin);
  return isAdmin ? children : <Navigate to={paths.login} replace />;
}

const router = createBrowserRouter([
  {
    path: 'login',
    element: <HarnessSignIn to={paths.admin.overview} title="Sign in (admin harness)" />,
  },
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
