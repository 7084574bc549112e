import { useEffect } from 'react';
import { useAuthStore } from '@travel/shell/auth';
import { api } from '@travel/shell/http';

/** At most one check a minute: a tab switched back and forth asks once. */
const CHECK_EVERY_MS = 60_000;

/**
 * Asks the API whether the stored sign-in still holds, when the site opens and when its tab comes back into
 * view. A password changed in another browser ends this one's session; public pages would otherwise keep
 * showing the name and book as a guest. The API's 401 signs the browser out and the login page says why
 * (http-client's unauthorized path).
 */
export function useSessionCheck(): void {
  const token = useAuthStore((state) => state.token);
  useEffect(() => {
    if (!token) return;
    let lastCheck = 0;
    const check = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < CHECK_EVERY_MS) return;
      lastCheck = Date.now();
      // Any other failure (offline, 503) is no verdict on the session: it stays.
      api.get('/auth/me').catch(() => undefined);
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [token]);
}
