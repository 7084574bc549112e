import { Suspense } from 'react';
import { useRoutes } from '@travel/shell/router';
import { Spinner } from '@travel/shell/ui';
import { DashboardLayout } from '../features/dashboard';
import { adminRoutes } from './admin-routes';

/**
 * The admin dashboard, mounted by the shell at /admin/* (the spec's /Admin/... links match too: routes
 * are case-insensitive).
 */
export function AdminApp() {
  const screen = useRoutes(adminRoutes);
  return (
    <DashboardLayout>
      <Suspense fallback={<Spinner />}>{screen}</Suspense>
    </DashboardLayout>
  );
}
