import { useRef } from 'react';
import { useEventStream } from '@travel/shell/data';

/**
 * Calls `onChange` when a booking is made, held, expired, cancelled or deleted anywhere (the API's admin
 * stream), so an open list reads its page again. The stream's first message on each connection only says
 * where things stand: it counts as a change when it differs from the last one seen (changes missed while
 * the connection was down), not on the first connection.
 */
export function useBookingChanges(onChange: () => void): void {
  const seen = useRef<string | null>(null);
  useEventStream<{ changedAt?: string }>(
    '/api/bookings/stream',
    'bookings',
    ({ changedAt = '' }) => {
      const first = seen.current === null;
      if (seen.current === changedAt) return;
      seen.current = changedAt;
      if (!first) onChange();
    },
    { withToken: true },
  );
}
