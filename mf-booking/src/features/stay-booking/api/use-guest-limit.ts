import { useEffect, useState } from 'react';
import { GUEST_LIMIT_KEY } from '@travel/shell/auth';
import { DEFAULT_GUEST_LIMIT, parseGuestLimit } from '../lib/stay-pricing';
import { fetchGuestLimit } from './stay-booking-api';

function readCachedLimit(): number {
  try {
    return parseGuestLimit(localStorage.getItem(GUEST_LIMIT_KEY)) ?? DEFAULT_GUEST_LIMIT;
  } catch {
    // Storage can be blocked (privacy modes); the server answer still arrives.
    return DEFAULT_GUEST_LIMIT;
  }
}

/**
 * The maximum guests per stay: the cached value at once, so the form never flashes a wrong
 * limit, then the server's value, which is cached for next time. The API enforces the limit
 * either way; this is only for fast feedback.
 */
export function useGuestLimit(): number {
  const [limit, setLimit] = useState(readCachedLimit);

  useEffect(() => {
    const controller = new AbortController();
    fetchGuestLimit(controller.signal).then(
      (value) => {
        const fresh = parseGuestLimit(value);
        if (fresh === null) return;
        setLimit(fresh);
        try {
          localStorage.setItem(GUEST_LIMIT_KEY, String(fresh));
        } catch {
          // Not cached: the next visit asks the server again.
        }
      },
      () => {
        // Offline or server trouble: keep the cached limit; the server re-checks on submit.
      },
    );
    return () => controller.abort();
  }, []);

  return limit;
}
