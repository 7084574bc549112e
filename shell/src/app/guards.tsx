import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@travel/shell/router';
import { selectIsStaff, useAuthStore } from '@travel/shell/auth';
import { t } from '@travel/shell/i18n';
import { paths, type FromState, type NoticeState } from '@travel/shell/paths';

export function RequireSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((state) => state.token !== null);
  const location = useLocation();
  if (!signedIn) {
    const state: FromState = { from: location.pathname + location.search };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}

/**
 * The server enforces admin rights; this only keeps others away from screens they cannot use. Guides come in
 * too: the admin app shows them the manifests only.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((state) => state.token !== null);
  const isAdmin = useAuthStore(selectIsStaff);
  const location = useLocation();
  if (!signedIn) {
    const state: FromState = { from: location.pathname + location.search };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (!isAdmin) {
    const state: NoticeState = {
      notice: {
        title: t('shell.adminOnly.title'),
        text: t('shell.adminOnly.text'),
      },
    };
    return <Navigate to={paths.clientHome} replace state={state} />;
  }
  return children;
}
