import { Suspense } from 'react';
import { selectIsGuide, useAuthStore } from '@travel/shell/auth';
import { useRoutes } from '@travel/shell/router';
import { Spinner } from '@travel/shell/ui';
import { DashboardLayout } from '../features/dashboard';
import { adminRoutes, guideRoutes } from './admin-routes';

/**
 * The admin dashboard, mounted by the shell at /admin/* (the spec's /Admin/... links match too: routes
 * are case-insensitive).
 */
export function AdminApp() {
  const isGuide = useAuthStore(selectIsGuide);
  const screen = useRoutes(isGuide ? guideRoutes : adminRoutes);
  return (
    <DashboardLayout>
      <Suspense fallback={<Spinner />}>{screen}</Suspense>
    </DashboardLayout>
  );
}
