import { useState, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from '@travel/shell/router';
import { selectIsAdmin, useAuthStore } from '@travel/shell/auth';
import { HarnessSignIn } from '@travel/shell/harness';
import { paths } from '@travel/shell/paths';
import { Toaster } from '@travel/shell/ui';
import { AdminApp } from '../app/admin-app';
import './harness.css';
import { currentLang, languageBase, t } from '@travel/shell/i18n';

function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAuthStore(selectIsAdmin);
  return isAdmin ? children : <Navigate to={paths.login} replace />;
}

function SignIn() {
  return <HarnessSignIn to={paths.admin.overview} title={t('admin.harness.signIn')} />;
}

const routes = [
  { path: 'login', element: <SignIn /> },
  {
    path: 'admin/*',
    element: (
      <RequireAdmin>
        <AdminApp />
      </RequireAdmin>
    ),
  },
  { path: '*', element: <Navigate to={paths.admin.overview} replace /> },
];

/** The stand-alone page of this remote (never exposed): its own sign-in, then the dashboard. */
export function Harness() {
  // Made once the page's language is known (mountHarness sets it): /de/admin runs under the /de basename.
  const [router] = useState(() =>
    createBrowserRouter(routes, { basename: languageBase(currentLang()) || '/' }),
  );
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
