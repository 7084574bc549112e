import { useEffect } from 'react';
import { useNavigate } from '@travel/shell/router';

/** Navigates to `to` after `delayMs` once `when` is true (spec 9: 2000 ms / 3000 ms delays). */
export function useRedirectAfter(when: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => void navigate(to), delayMs);
    return () => clearTimeout(timer);
  }, [when, to, delayMs, navigate]);
}
