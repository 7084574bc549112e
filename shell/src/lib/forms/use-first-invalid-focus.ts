import { useEffect, useRef, useState } from 'react';

/**
 * Moves the focus to the first control a form marks invalid (`aria-invalid="true"`, as the kit's fields
 * set it from their `error`), once the marks are on screen: put `ref` on the form and call
 * `focusFirstInvalid()` when a submit was refused. The visitor lands on what to fix, and a screen reader
 * reads that field's message with it.
 */
export function useFirstInvalidFocus<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [requests]);

  return { ref, focusFirstInvalid: () => setRequests((n) => n + 1) };
}
